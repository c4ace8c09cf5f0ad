import { localizeDigits } from '@/lib/digits';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "in 5 hours" in the language on screen, with its digits: minutes under an hour, hours under two days. */
export function relativeUntil(ms: number, lng: 'fa' | 'en' | 'ar'): string {
  const format = new Intl.RelativeTimeFormat(`${lng}-u-nu-latn`, { numeric: 'always' });
  const text =
    ms < HOUR_MS
      ? format.format(Math.max(1, Math.ceil(ms / MINUTE_MS)), 'minute')
      : ms < 2 * DAY_MS
        ? format.format(Math.floor(ms / HOUR_MS), 'hour')
        : format.format(Math.floor(ms / DAY_MS), 'day');
  return localizeDigits(text, lng);
}
