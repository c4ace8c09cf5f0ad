import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, type DateSelection } from '@/lib/jalali';
import { CalendarSystemProvider } from '@/ui/calendar-system-context';
import type { CalendarSystem } from '@/ui/calendar-model';
import { DatePicker } from '@/ui/date-picker';
import { DatePickerInput } from '@/ui/date-picker-input';
import type { DateRangeSelection } from '@/ui/date-range-picker';
import { DateRangePickerInput } from '@/ui/date-range-picker-input';
import { useLanguage } from '@/ui/use-language';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';
import { State } from './catalogue-frame';

export function CalendarSection() {
  const { t } = useCatalogueText();
  const { t: tc } = useTranslation('calendar');
  const lng = useLanguage();
  const [system, setSystem] = useState<CalendarSystem>('jalali');
  const [date, setDate] = useState<DateSelection | null>(null);
  const [range, setRange] = useState<DateRangeSelection>([null, null]);
  const [limited, setLimited] = useState<DateSelection | null>(null);
  const [inline, setInline] = useState<DateSelection | null>(null);
  const today = new Date();
  return (
    <Section title={t('sections.calendar')} testId="calendar-section">
      <CalendarSystemProvider value={system}>
        <Group mb="lg" gap="sm">
          <Text size="sm" fw={500}>
            {tc('system.label')}
          </Text>
          <SegmentedChoice
            size="xs"
            value={lng === 'fa' ? 'jalali' : system}
            disabled={lng === 'fa'}
            onChange={(v) => setSystem(v as CalendarSystem)}
            data={[
              { value: 'jalali', label: tc('system.jalali') },
              { value: 'gregorian', label: tc('system.gregorian') },
            ]}
            data-testid="calendar-system"
          />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="lg">
            <div>
              <DatePickerInput
                label={t('datePicker')}
                placeholder={t('datePickerPlaceholder')}
                clearable
                onChange={setDate}
                data-testid="date-picker"
              />
              <State value={date} />
            </div>
            <div>
              <DateRangePickerInput
                label={t('rangePicker')}
                placeholder={t('rangePickerPlaceholder')}
                clearable
                onChange={setRange}
                data-testid="range-picker"
              />
              <State value={range[0] || range[1] ? range.map((d) => d?.jalali ?? null) : null} />
            </div>
            <div>
              <DatePickerInput
                label={t('datePicker')}
                description={t('minMaxHint')}
                placeholder={t('datePickerPlaceholder')}
                minDate={addDays(today, -30)}
                maxDate={addDays(today, 60)}
                excludeDate={(d) => new Date(`${d.isoDate}T12:00:00`).getDay() === 5}
                onChange={setLimited}
              />
              <State value={limited?.jalali} />
            </div>
          </Stack>
          <Stack gap={4} align="flex-start">
            <Text size="sm" fw={500}>
              {t('inlineCalendar')}
            </Text>
            <Paper withBorder radius="md" p="sm">
              <DatePicker onChange={setInline} />
            </Paper>
            <State value={inline ? `${inline.jalali} · ${inline.isoDate}` : null} />
          </Stack>
        </SimpleGrid>
      </CalendarSystemProvider>
    </Section>
  );
}
