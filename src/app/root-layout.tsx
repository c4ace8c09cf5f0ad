import { Outlet } from 'react-router';
import { SessionProvider } from '@/session/session-provider';
import { ApiToasts } from './api-toasts';
import { ConnectionBanner } from './connection-banner';

/** The root of every route: the session (it needs the router to navigate), the error toasts and the offline banner. */
export function RootLayout() {
  return (
    <SessionProvider>
      <ApiToasts />
      <ConnectionBanner />
      <Outlet />
    </SessionProvider>
  );
}
