import type { HomeContribution, HomeModuleKey } from '@/lib/home-contribution';
import { reservationHomeContributions } from '@/modules/reservation/reservation-home';

/**
 * The modules' contributions to the home page (platform.md 2.7), one per module, in any order (the
 * home shows them in tab order). A module plugs in by exporting a `HomeContribution`
 * (src/lib/home-contribution.ts) and adding it here, e.g.:
 *
 *   import { foodHome } from '@/modules/food/food-home';
 *   export const HOME_CONTRIBUTIONS: readonly HomeContribution[] = [foodHome];
 *
 * A contribution only shows when its module is enabled by the university and routed (it has a tab).
 */
export const HOME_CONTRIBUTIONS: readonly HomeContribution[] = [...reservationHomeContributions];

/** The contributions of the given modules (the shell's tabs), in the tabs' order. */
export function contributionsFor(modules: readonly { key: HomeModuleKey }[], registry: readonly HomeContribution[] = HOME_CONTRIBUTIONS): HomeContribution[] {
  return modules.flatMap((m) => registry.filter((c) => c.module === m.key));
}
