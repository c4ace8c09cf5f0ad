import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedInUsername } from '@/api/tokens';
import { cachedDataTime } from '@/lib/cached-data-time';
import { useFormatters } from '@/ui/use-formatters';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "The data shown is from <Jalali date and time>", after the offline banner: when the service
 * worker's cached answers came from the server (src/lib/cached-data-time.ts). Nothing when none is
 * cached. Loaded only while offline, so its code stays out of the first load.
 */
export function OfflineDataTime() {
  const { t } = useTranslation('api');
  const { jalali, time } = useFormatters();
  const [at, setAt] = useState<Date | null>(null);
  useEffect(() => {
    let live = true;
    // The signed-in student's answers only (the worker keys them by user).
    cachedDataTime(signedInUsername())
      .then((value) => live && setAt(value))
      .catch((error: unknown) => console.warn('could not read the offline data time', error));
    return () => {
      live = false;
    };
  }, []);
  if (!at) return null;
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const clock = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return (
    <span data-testid="offline-data-time" data-time={at.toISOString()}>
      {' '}
      {t('offlineDataFrom', { time: `${jalali(day)} ${time(clock)}` })}
    </span>
  );
}

export default OfflineDataTime;
