import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { AvoidEntry } from '@machines/food-avoid-rules';
import { useFixedT } from '@/i18n/language-context';
import { avoidedFoods, useAvoidList } from './avoid-list';

/** What a mark says: "Has: meat, dairy" (a category translated, a student's word as typed). */
export function useAvoidLabel(): (entries: readonly AvoidEntry[]) => string {
  const t = useFixedT('reservation');
  return (entries) =>
    t('avoid.mark', {
      what: entries
        .map((e) => (e.startsWith('word:') ? e.slice(5) : t(`avoid.category.${e as 'meat'}`)))
        .join(t('avoid.separator')),
    });
}

/**
 * A food's mark when it holds something the student avoids (diet, allergens); nothing otherwise.
 * `names`: every name the server sent for the food (`foodNames` main|side, the beside food).
 */
export function AvoidMark({ names }: { names: string }) {
  const avoid = useAvoidList();
  const label = useAvoidLabel();
  const found = avoidedFoods(names, avoid);
  if (found.length === 0) return null;
  return (
    <Badge
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconAlertTriangle size={10} aria-hidden />}
      data-testid="avoid-mark"
      data-avoid={found.join(' ')}
    >
      {label(found)}
    </Badge>
  );
}
