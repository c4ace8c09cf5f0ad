import { ActionIcon, Group, Paper, Text, useDirection } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '@/lib/digits';
import { TODAY_WEEK_ATTRIBUTE } from '@/prerender/prerender-match';
import { directionalChevrons } from './directional-chevrons';
import { useLanguage } from './use-language';
import { buildWeeks, clampWeekIndex, CURRENT_WEEK_INDEX, type WeekRange } from './week-range';

export interface WeekSelectorProps {
  /** Defaults to now; tests pass a fixed day. */
  today?: Date;
  value?: number;
  defaultValue?: number;
  onChange?: (index: number, week: WeekRange) => void;
  'data-testid'?: string;
}

/** "۱۴۰۳/۰۲/۰۱ – ۱۴۰۳/۰۲/۰۷": the week's Jalali range in the language's digits. */
export function useWeekRangeLabel(week: WeekRange): string {
  const { t } = useTranslation('ui');
  const lng = useLanguage();
  // Each date is its own left-to-right isolate (LRI…PDI), so in RTL the start date stays on the right.
  // One LRM-wrapped run around both would turn the whole label, dash included, left to right.
  const isolate = (text: string) => `\u2066${text}\u2069`;
  return t('week.range', {
    from: isolate(localizeDigits(week.start.jalali, lng)),
    to: isolate(localizeDigits(week.end.jalali, lng)),
  });
}

/**
 * "۱۴۰۳/۰۲/۰۱ – ۱۴۰۳/۰۲/۰۷" with previous/next arrows, limited to 5 weeks back and 4 forward.
 * Memoized: its page renders again with each answer it reads (TBT).
 */
export const WeekSelector = memo(function WeekSelector({
  today,
  value,
  defaultValue = CURRENT_WEEK_INDEX,
  onChange,
  'data-testid': testId,
}: WeekSelectorProps) {
  const { t } = useTranslation('ui');
  const { dir } = useDirection();
  const { Previous, Next } = directionalChevrons(dir);
  // Recomputed per calendar day, not per Date object (a new `today` each render must not rebuild).
  const now = today ?? new Date();
  const [y, m, d] = [now.getFullYear(), now.getMonth(), now.getDate()];
  const weeks = useMemo(() => buildWeeks(new Date(y, m, d)), [y, m, d]);
  const [index, setIndex] = useUncontrolled({
    value: value === undefined ? undefined : clampWeekIndex(value),
    defaultValue: clampWeekIndex(defaultValue),
    finalValue: CURRENT_WEEK_INDEX,
  });
  const week = weeks[index]!;
  const go = (next: number) => {
    const clamped = clampWeekIndex(next);
    if (clamped === index) return;
    setIndex(clamped);
    onChange?.(clamped, weeks[clamped]!);
  };
  const label = useWeekRangeLabel(week);
  return (
    <Paper withBorder radius="md" px="xs" py={6} data-testid={testId} data-index={index} w="fit-content">
      <Group gap="xs" wrap="nowrap" role="group" aria-label={t('week.label')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          aria-label={t('week.previous')}
        >
          <Previous size={20} aria-hidden />
        </ActionIcon>
        <Text
          fw={600}
          size="md"
          miw={200}
          ta="center"
          aria-live="polite"
          data-testid={testId ? `${testId}-label` : undefined}
          {...{ [TODAY_WEEK_ATTRIBUTE]: index === CURRENT_WEEK_INDEX || undefined }}
        >
          {label}
          {index === CURRENT_WEEK_INDEX && (
            <Text component="span" c="dimmed" size="xs" display="block">
              {t('week.current')}
            </Text>
          )}
        </Text>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={() => go(index + 1)}
          disabled={index === weeks.length - 1}
          aria-label={t('week.next')}
        >
          <Next size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
});
