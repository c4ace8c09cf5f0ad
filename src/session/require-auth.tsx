import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from './session-provider';

/** platform.md 4: no token sends the visitor to login with `next` (the path they wanted). */
function loginRedirect(pathname: string, search = ''): string {
  const next = `${pathname}${search}`;
  return next === '/' ? paths.Login : `${paths.Login}?next=${encodeURIComponent(next)}`;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { signedIn, busy } = useSession();
  if (signedIn) return <>{children}</>;
  if (busy) {
    return (
      <Center mih="60vh" role="status" aria-live="polite">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  return <Navigate to={loginRedirect(location.pathname, location.search)} replace />;
}
