import type { Profile } from '@/api/generated/rest/model';
import type { RuntimeConfig } from '@/config/schema';
import { hasRoles } from '@/session/roles';
import { useSession } from '@/session/session-provider';
import { useConfig } from '@/config/config-context';
import { useCurrentUniversity } from '@/session/current-university';
import type { ReservationVariant } from './variants';

/** The teammate page's role in legacy mode (platform.md 6). */
export const TEAMMATES_ROLE = 'ROLE_RS_USER_TEAMMATES';

export interface ReservationAccess {
  /** Daily sale: group.canDailySale, or cloud serve mode (platform.md 6). */
  dailySale: boolean;
  /** Teammates: the role in legacy mode, otherwise group.checkTeammate and the teammate flag. */
  teammates: boolean;
}

function reservationAccess(
  config: Pick<RuntimeConfig, 'serveMode' | 'university' | 'ui'>,
  profile: Profile | null,
  authorities: readonly string[],
  variant: ReservationVariant,
): ReservationAccess {
  const teammates = config.ui.legacyTeammateMode
    ? hasRoles(authorities, [TEAMMATES_ROLE])
    : Boolean(profile?.group?.checkTeammate) && Boolean(config.university?.samad.teammate);
  return {
    dailySale: config.serveMode === 'cloud' || Boolean(profile?.group?.canDailySale),
    teammates: variant.hasTeammates && teammates,
  };
}

export function useReservationAccess(variant: ReservationVariant): ReservationAccess {
  const config = useConfig();
  // The current university (the chosen one in cloud mode), not the config's placeholder.
  const university = useCurrentUniversity() ?? undefined;
  const { profile, authorities } = useSession();
  return reservationAccess({ ...config, university }, profile, authorities, variant);
}
