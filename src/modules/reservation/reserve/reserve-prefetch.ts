import type { PrefetchContext } from '@/lib/module-manifest';
import { currentWeekStart } from '@/ui/week-range';
import { getSelectedSelfId } from '../local-settings';
import { shownSelf } from '../program-model';
import { selfListOptions, selfsOfVariant, weekProgramOptions, weekReservesOptions } from '../reservation-queries';
import type { ReservationVariant } from '../variants';

/**
 * The reserve page's first reads, at boot (issue 20): the self list, then, for the self the page
 * will show (the stored choice, or the only self of the variant), this week's program and reserves.
 * A stored self that is gone gets nothing more: the page asks for a choice, as it would anyway.
 * Same options as the page's hooks (reservation-queries.ts), so the page finds them in the cache.
 */
export async function prefetchReservePage(variant: ReservationVariant, { config, queryClient, prefetch }: PrefetchContext): Promise<void> {
  const style = config.endpoints.reservationsPathStyle;
  const list = await prefetch(selfListOptions(style));
  if (!list) return;
  const self = shownSelf(selfsOfVariant(list, variant), getSelectedSelfId(variant.key));
  if (!self) return;
  const weekStart = currentWeekStart(new Date());
  await Promise.all([prefetch(weekProgramOptions(queryClient, style, self.id, weekStart)), prefetch(weekReservesOptions(variant, weekStart))]);
}
