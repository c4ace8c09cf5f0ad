import { IconBallFootball, IconBus, IconStethoscope, IconToolsKitchen2, type Icon } from '@tabler/icons-react';
import type { ModuleManifest } from '@/lib/module-manifest';
import { variantRoutes } from './reservation-routes';
import { VARIANT_LIST, type ReservationVariant, type VariantKey } from './variants';

/*
 * The four reservation variants (food, sport, health, transport) are four modules of the shell with
 * one implementation: one manifest each, built from the variant table.
 */

const TAB_ICONS: Record<VariantKey, Icon> = {
  food: IconToolsKitchen2,
  sport: IconBallFootball,
  health: IconStethoscope,
  transport: IconBus,
};

function manifestOf(variant: ReservationVariant): ModuleManifest {
  return {
    key: variant.key,
    namespaces: ['reservation', 'money'],
    routes: variantRoutes(variant),
    prefixes: [variant.prefix],
    color: variant.color,
    enabled: ({ university }) => variant.enabled(university.samad),
    tab: { path: variant.paths.home, icon: TAB_ICONS[variant.key] },
    // The reserve page's title and toolbar (its week) are drawn while the session is confirmed, and
    // rendered ahead by the build for /food/reserve.
    framed: [variant.paths.reserve],
    prefetch: [
      {
        path: variant.paths.reserve,
        // In the page's own chunk group: preloaded with the page (scripts/route-preload.ts), no extra request.
        run: async (ctx) =>
          (await import(/* webpackChunkName: "route-reserve" */ './reserve/reserve-prefetch')).prefetchReservePage(
            variant,
            ctx,
          ),
      },
    ],
  };
}

const manifests: readonly ModuleManifest[] = VARIANT_LIST.map(manifestOf);
export default manifests;
