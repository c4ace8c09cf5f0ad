import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekPlanContext } from '@machines/week-plan.machine';
import { mealKey, type FoodRank, type PlanPreferences } from '@machines/week-plan-rules';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { AvoidEditor } from './avoid-editor';
import type { WeekPlanSend } from './use-week-plan';

type Send = WeekPlanSend;

const RANKS: readonly FoodRank[] = ['liked', 'neutral', 'never'];

export function PreferencesPanel({ ctx, send }: { ctx: WeekPlanContext; send: Send }) {
  const { t } = useTranslation('planner');
  const { t: tc } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  const prefs = ctx.prefs!;
  const week = ctx.week!;
  const weekdays = tc('weekdays', { returnObjects: true }) as string[];
  const foods = useMemo(() => {
    const names = new Set<string>();
    for (const day of week.days) for (const meal of day.meals) for (const i of meal.items) names.add(i.food);
    for (const name of Object.keys(prefs.history)) names.add(name);
    for (const name of Object.keys(prefs.foods)) names.add(name);
    return [...names].sort((a, b) => (prefs.history[b] ?? 0) - (prefs.history[a] ?? 0) || a.localeCompare(b));
  }, [week, prefs]);
  const set = (next: Partial<PlanPreferences>) => send({ type: 'user.setPreferences', prefs: { ...prefs, ...next } });

  return (
    <Paper withBorder radius="md" p="sm" data-testid="plan-preferences">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('prefs.learnt')}
        </Text>
        <Button
          size="xs"
          variant="subtle"
          aria-expanded={open}
          aria-controls="plan-preferences-body"
          onClick={() => setOpen((o) => !o)}
          data-testid="plan-preferences-toggle"
        >
          {open ? t('prefs.hide') : t('prefs.show')}
        </Button>
      </Group>
      {open && (
        <Stack gap="md" mt="sm" id="plan-preferences-body">
          <AvoidEditor avoid={prefs.avoid ?? []} onChange={(avoid) => set({ avoid })} />
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={600} mb="xs">
              {t('prefs.meals')}
            </Text>
            <Group gap="md" align="flex-start">
              {weekdays.map((name, weekday) => (
                <Stack key={name} gap={4}>
                  <Text size="xs" fw={600}>
                    {name}
                  </Text>
                  {week.mealTypes.map((m) => {
                    const key = mealKey(weekday, m.id);
                    return (
                      <Checkbox
                        key={m.id}
                        size="xs"
                        label={m.name}
                        aria-label={t('cellLabel', { day: name, meal: m.name })}
                        checked={(prefs.meals[key] ?? 0) > 0}
                        onChange={(event) => {
                          const meals = { ...prefs.meals };
                          if (event.currentTarget.checked) meals[key] = 1;
                          else delete meals[key];
                          set({ meals });
                        }}
                      />
                    );
                  })}
                </Stack>
              ))}
            </Group>
          </fieldset>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('prefs.foods')}
            </Text>
            {foods.map((food) => (
              <Group key={food} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{food}</Text>
                <SegmentedChoice
                  size="xs"
                  aria-label={t('prefs.rankOf', { food })}
                  value={prefs.foods[food] ?? 'neutral'}
                  onChange={(rank) => {
                    const next = { ...prefs.foods };
                    if (rank === 'neutral') delete next[food];
                    else next[food] = rank;
                    set({ foods: next });
                  }}
                  data={RANKS.map((rank) => ({ value: rank, label: t(`rank.${rank}`) }))}
                />
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
