import { Button } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isoDate } from '@/lib/jalali';
import { currentWeekStart } from '@/ui/week-range';
import { chooseSelfIfNone } from './local-settings';
import { dayOf } from './program-model';
import { useWeekReserves } from './reservation-queries';
import { TICKET_PARAM } from './reserve/ticket-from-address';
import type { ReservationVariant } from './variants';

/**
 * Today's ticket one tap from the home (what students of the peer apps expect): shown when today has
 * a reserve of the variant, it opens the reserve page with today's details (QR, forgotten-card code),
 * which the offline ticket also keeps (docs/offline.md). A leaf reading the week it needs.
 */
export function TodayTicketLink({ variant }: { variant: ReservationVariant }) {
  const { t } = useTranslation('reservation');
  const [today] = useState(() => new Date());
  const todayIso = isoDate(today);
  const reserves = useWeekReserves(variant, currentWeekStart(today));
  const week = reserves.data;
  const day = week?.weekDays.find((d) => dayOf(d.date) === todayIso);
  const reserved = (day?.mealTypes ?? []).filter((m) => (m.reserve?.selectedCount ?? 0) > 0);
  const selfId = reserved.find((m) => typeof m.reserve?.selfId === 'number')?.reserve?.selfId;
  const meals = reserved
    .map((m) => week?.mealTypes.find((type) => type.id === m.mealTypeId)?.name ?? '')
    .filter(Boolean);
  if (!day || meals.length === 0) return null;
  return (
    <Button
      component={Link}
      to={`${variant.paths.reserve}?${TICKET_PARAM}=${todayIso}`}
      variant="light"
      size="md"
      leftSection={<IconTicket size={20} aria-hidden />}
      aria-label={t('home.ticketLabel', { meals: meals.join('، ') })}
      onClick={() => {
        if (selfId !== undefined) chooseSelfIfNone(variant.key, selfId);
      }}
      data-testid={`today-ticket-${variant.key}`}
    >
      {t('home.ticket')}
    </Button>
  );
}
