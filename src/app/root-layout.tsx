import { Outlet } from 'react-router';
import { SessionProvider } from '@/session/session-provider';
import { ApiToasts } from './api-toasts';

/** The root of every route: the session (it needs the router to navigate) and the error toasts. */
export function RootLayout() {
  return (
    <SessionProvider>
      <ApiToasts />
      <Outlet />
    </SessionProvider>
  );
}
