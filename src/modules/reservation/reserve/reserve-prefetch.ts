import type { PrefetchContext } from '@/lib/module-manifest';
import { hasKeptAnswers } from '@/lib/kept-answers-key';
import { currentWeekStart } from '@/ui/week-range';
import { getSelectedSelfId } from '../local-settings';
import { shownSelf } from '../program-model';
import {
  keepWeek,
  reserveCreditOptions,
  restoreWeek,
  selfListOptions,
  selfsOfVariant,
  weekProgramOptions,
  weekReservesOptions,
} from '../reservation-queries';
import type { ReservationVariant } from '../variants';

/**
 * The reserve page's first reads, at boot, all at once: the self list, the credit (drawn
 * in the page's toolbar; asked for by the page it came a moment after it, "…" then the amount), this
 * week's reserves (they depend on no self) and this week's program of the stored self, beside the
 * list that confirms it rather than after its answer and its schema's chunk. Without a stored self,
 * or when the list shows another (the variant's only self), that self's week follows the list. A
 * stored self that is gone costs its one unused read; the page asks for a choice, as before.
 * Same options as the page's hooks (reservation-queries.ts), so the page finds them in the cache.
 */
export async function prefetchReservePage(
  variant: ReservationVariant,
  { config, queryClient, prefetch }: PrefetchContext,
): Promise<void> {
  const style = config.endpoints.reservationsPathStyle;
  const weekStart = currentWeekStart(new Date());
  const program = (selfId: number) => prefetch(weekProgramOptions(queryClient, style, selfId, weekStart));
  const storedId = getSelectedSelfId(variant.key);
  // The week kept from the last visit goes back in the cache (after its checks) beside the
  // reads that replace it, only what the first screen shows; what they answer is kept for the next.
  if (hasKeptAnswers())
    restoreWeek(queryClient, [
      selfListOptions(style).queryKey,
      weekReservesOptions(variant, weekStart).queryKey,
      ...(storedId === null ? [] : [weekProgramOptions(queryClient, style, storedId, weekStart).queryKey]),
    ]).catch((error: unknown) => console.warn('restore', error));
  keepWeek(queryClient);
  const reads: Promise<unknown>[] = [
    prefetch(weekReservesOptions(variant, weekStart)),
    prefetch(reserveCreditOptions()),
  ];
  if (storedId !== null) reads.push(program(storedId));
  const list = await prefetch(selfListOptions(style));
  const self = list ? shownSelf(selfsOfVariant(list, variant), storedId) : undefined;
  if (self && self.id !== storedId) reads.push(program(self.id));
  await Promise.all(reads);
}
