import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnavailable, subscribeReachability } from '@/api/reachability';
import { useOnline } from '@/ui/use-online';

// Only offline: the time of the service worker's cached data, out of the first load.
const OfflineDataTime = lazy(() => import('./offline-data-time'));

/**
 * Offline or servers unavailable: a banner instead of a sign-out. Queries resume on their own when
 * the connection is back (TanStack Query's onlineManager); the session is kept (transport.ts).
 * Offline, the banner says when the data shown (the service worker's cache) came from the server.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('api');
  // navigator.onLine, not onlineManager: a page loaded offline starts offline without any event.
  const online = useOnline();
  const unavailable = useSyncExternalStore(subscribeReachability, isServerUnavailable, () => false);
  if (online && !unavailable) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden />}
      data-testid="connection-banner"
      style={{ position: 'sticky', top: 0, zIndex: 300 }}
    >
      {online ? (
        t('unavailableBanner')
      ) : (
        <>
          {t('offlineBanner')}
          <Suspense fallback={null}>
            <OfflineDataTime />
          </Suspense>
        </>
      )}
    </Alert>
  );
}
