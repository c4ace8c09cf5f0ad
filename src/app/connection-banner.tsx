import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnavailable, subscribeReachability } from '@/api/reachability';

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Offline or servers unavailable: a banner instead of a sign-out. Queries resume on their own when
 * the connection is back (TanStack Query's onlineManager); the session is kept (transport.ts).
 */
export function ConnectionBanner() {
  const { t } = useTranslation('api');
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
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
      {online ? t('unavailableBanner') : t('offlineBanner')}
    </Alert>
  );
}
