import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@machines/session.machine';
import type { Profile } from '@/api/generated/rest/model';
import { decodeAccessToken, getAccessToken } from '@/api/tokens';
import { isManagementUser } from './roles';
import { useSessionMachine } from './use-session';
import { useTransitionSelector } from './use-transition-selector';

type SessionActor = ActorRefFrom<typeof sessionMachine>;
const SessionContext = createContext<SessionActor | null>(null);

/**
 * Runs the session machine for the whole app (use-session.ts wires it) and hands its actor to the
 * views (useSession, useSessionSelector, useSessionActor).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const actor = useSessionMachine();
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor outside SessionProvider');
  return actor;
}

export function useSessionSelector<T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T): T {
  return useTransitionSelector(useSessionActor(), selector);
}

export interface SessionView {
  signedIn: boolean;
  /** Profile loading, CAS login or logout in progress. */
  busy: boolean;
  profile: Profile | null;
  authorities: string[];
  isManagement: boolean;
}

/** What views usually need: signed in or not, the profile, the token's authorities. */
export function useSession(): SessionView {
  const signedIn = useSessionSelector((s) => s.matches('signedIn'));
  const busy = useSessionSelector((s) => s.hasTag('busy') || s.matches('boot'));
  const profile = useSessionSelector((s) => s.context.profile) as Profile | null;
  const token = signedIn ? getAccessToken() : null;
  return useMemo(() => {
    const authorities = decodeAccessToken(token)?.authorities ?? [];
    return { signedIn, busy, profile, authorities, isManagement: isManagementUser(authorities) };
  }, [signedIn, busy, profile, token]);
}
