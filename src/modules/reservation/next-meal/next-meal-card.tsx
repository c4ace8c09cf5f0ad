import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { tehranDay } from '@/lib/reserve-deadlines';
import { QrCode } from '@/ui/qr-code';
import { useFormatters } from '@/ui/use-formatters';
import { useMinuteNow } from '@/ui/use-minute-now';
import { currentWeekStart, nextWeekStart } from '@/ui/week-range';
import { LazyReserveDetailsModal } from '../details/lazy-reserve-details-modal';
import { splitFoodNames } from '../program-model';
import { useWeekReserves } from '../reservation-queries';
import { VariantScope } from '../shared/variant-scope';
import type { ReservationVariant } from '../variants';
import { nextMealOf } from './next-meal-model';

/** The address the installed app's shortcut opens (public/manifest.webmanifest): the next meal's ticket. */
export const NEXT_TICKET_PARAM = 'ticket';
export const NEXT_TICKET_VALUE = 'next';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The home's first card: the student's next meal (food, meal, day, hall, serve window, count) with
 * its delivery QR code, and one tap to the day's tickets (the forgotten-card code on request). It
 * reads the week's reserves the offline ticket keeps (docs/offline.md), so it shows without a
 * network after one visit. The app's shortcut opens the tickets at once (`/?ticket=next`).
 */
export function NextMealCard({ variant }: { variant: ReservationVariant }) {
  const { t } = useTranslation('reservation');
  const { digits, dayTitle, time } = useFormatters();
  const now = useMinuteNow();
  const [today] = useState(() => new Date());
  const current = useWeekReserves(variant, currentWeekStart(today));
  const coming = useWeekReserves(variant, nextWeekStart(today));
  const next = useMemo(() => nextMealOf([current.data, coming.data], now), [current.data, coming.data, now]);
  const [open, setOpen] = useState(false);
  useShortcutOpens(variant, next !== null, () => setOpen(true));
  if (!next) return null;

  const { main, side } = splitFoodNames(next.reserve.foodNames);
  const mealName = next.mealTypes.find((m) => m.id === next.meal.mealTypeId)?.name ?? '';
  const when =
    next.date === tehranDay(now)
      ? t('nextMeal.today')
      : next.date === tehranDay(now + DAY_MS)
        ? t('nextMeal.tomorrow')
        : dayTitle(next.date, next.day.dateJStr);
  const food = main || mealName;
  const hall = next.reserve.selfName ?? next.reserve.selfCodeName;
  const reserveId = typeof next.reserve.id === 'number' ? next.reserve.id : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={t('nextMeal.label', { food, meal: mealName, when })}
      data-testid={`next-meal-card-${variant.key}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" fw={700} c="dimmed">
            {t('nextMeal.title')} · {when}
          </Text>
          <Text fw={700} size="lg" data-testid="next-meal-food">
            {food}
          </Text>
          {side && (
            <Text size="sm" c="dimmed">
              {side}
            </Text>
          )}
          <Text size="sm">
            {[mealName, hall, t('home.count', { n: digits(next.reserve.selectedCount) })].filter(Boolean).join(' · ')}
          </Text>
          {next.meal.startServeTime && next.meal.endServeTime && (
            <Text size="sm" c="dimmed" data-testid="next-meal-window">
              {t('details.serveTime', { from: time(next.meal.startServeTime), to: time(next.meal.endServeTime) })}
            </Text>
          )}
          <Button
            mt={4}
            size="sm"
            variant="light"
            color={variant.color}
            leftSection={<IconTicket size={18} aria-hidden />}
            onClick={() => setOpen(true)}
            style={{ alignSelf: 'flex-start' }}
            data-testid="next-meal-ticket"
          >
            {t('nextMeal.ticket')}
          </Button>
        </Stack>
        {reserveId !== null && (
          <Box style={{ flex: 'none' }}>
            <QrCode
              value={String(reserveId)}
              size={96}
              label={t('details.qrLabel', { name: food })}
              data-testid="next-meal-qr"
            />
          </Box>
        )}
      </Group>
      {open && (
        <VariantScope variant={variant}>
          <LazyReserveDetailsModal
            opened
            onClose={() => setOpen(false)}
            day={next.day}
            date={next.date}
            mealTypes={next.mealTypes}
            loading={false}
            error={false}
            onRetry={() => void current.refetch()}
          />
        </VariantScope>
      )}
    </Paper>
  );
}

/** The shortcut's address opens the food variant's tickets once its next meal is known, then leaves the address. */
function useShortcutOpens(variant: ReservationVariant, ready: boolean, open: () => void): void {
  const [params, setParams] = useSearchParams();
  const asked = variant.key === 'food' && params.get(NEXT_TICKET_PARAM) === NEXT_TICKET_VALUE;
  useEffect(() => {
    if (!asked || !ready) return;
    open();
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(NEXT_TICKET_PARAM);
        return rest;
      },
      { replace: true },
    );
  }, [asked, ready, open, setParams]);
}
