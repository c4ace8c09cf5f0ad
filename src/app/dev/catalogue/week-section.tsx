import { useState } from 'react';
import { WeekSelector } from '@/ui/week-selector';
import type { WeekRange } from '@/ui/week-range';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';
import { State } from './catalogue-frame';

export function WeekSection() {
  const { t } = useCatalogueText();
  const [week, setWeek] = useState<WeekRange | null>(null);
  return (
    <Section title={t('sections.week')}>
      <WeekSelector onChange={(_, w) => setWeek(w)} data-testid="week-selector" />
      <State value={week ? { index: week.index, start: week.start.jalali, end: week.end.jalali } : null} />
    </Section>
  );
}
