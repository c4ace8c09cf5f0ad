import { Outlet, useLocation } from 'react-router';
import { useSnapshotOfThisAddress } from '@/ui/use-snapshot-of-this-address';
import { ErrorBoundary } from '@/ui/error-boundary';
import { SessionProvider } from '@/session/session-provider';
import { ApiToasts } from './api-toasts';
import { ConnectionBanner } from './connection-banner';

/** The root of every route: the session (it needs the router to navigate), the error toasts and the offline banner. */
export function RootLayout() {
  const { pathname } = useLocation();
  useSnapshotOfThisAddress();
  return (
    <SessionProvider>
      <ErrorBoundary name="api-toasts" variant="silent">
        <ApiToasts />
      </ErrorBoundary>
      <ErrorBoundary name="connection-banner" variant="silent">
        <ConnectionBanner />
      </ErrorBoundary>
      {/* Public pages (sign-in and its neighbours); the shell has its own boundary per page. */}
      <ErrorBoundary name={`route ${pathname}`} variant="page" resetKeys={[pathname]}>
        <Outlet />
      </ErrorBoundary>
    </SessionProvider>
  );
}
