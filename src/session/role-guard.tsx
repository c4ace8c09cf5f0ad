import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/lib/paths';
import { hasRoles } from './roles';
import { useSession } from './session-provider';

export interface RoleGuardProps {
  /** Every one of these is required. */
  roles?: readonly string[];
  /** At least one of these is required (when given). */
  oneOf?: readonly string[];
  /** Shown instead of redirecting, when given. */
  fallback?: ReactNode;
  /** Where to go when the roles are missing and no fallback is given; `null` renders nothing. */
  redirectTo?: string | null;
  children: ReactNode;
}

/** platform.md 6: content for holders of all `roles` and one of `oneOf`; otherwise redirect, fallback or nothing. */
export function RoleGuard({ roles = [], oneOf = [], fallback, redirectTo = paths.Home, children }: RoleGuardProps) {
  const { authorities } = useSession();
  if (hasRoles(authorities, roles, oneOf)) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return redirectTo === null ? null : <Navigate to={redirectTo} replace />;
}
