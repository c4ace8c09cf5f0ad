import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDate } from '@/lib/jalali';
import { tehranDay, tehranTime } from '@/lib/reserve-deadlines';
import { useFormatters } from '@/ui/use-formatters';
import { CURRENT_WEEK_INDEX, weeksOfDay } from '@/ui/week-range';
import { useVariantSelfs, useWeekPrograms } from '../reservation-queries';
import type { ReservationVariant } from '../variants';
import { showNotification } from './notifications';
import {
  DEFAULT_LEAD_MINUTES,
  fireAt,
  isDue,
  nextChange,
  reminderKey,
  uniqueDeadlines,
  unreservedDeadlines,
  type DeadlineItem,
} from './reminder-model';
import { useReminderSettings } from './reminder-settings';

/*
 * The reminders of the variant's selfs with reminders on, while the app is open: this week's and
 * next week's programs give the unreserved days (next week's first days close this week), one timer
 * waits for the next reminder or deadline, and a reminder that becomes due while the page is open is
 * shown as a browser notification (when permitted). What is due already shows in the banner.
 * Without a server nothing rings while the app is closed (docs/offline.md, docs/decisions/0015-reminders-without-push.md).
 */

export interface ReminderItem {
  item: DeadlineItem;
  leadMinutes: number;
}

/** The words of a reminder: the day to reserve, the self, and when reserving closes (Tehran time). */
export function useDeadlineDescription(): (item: DeadlineItem) => { day: string; self: string; closes: string } {
  const { dayTitle, time } = useFormatters();
  return useCallback(
    (item: DeadlineItem) => ({
      day: dayTitle(item.date, item.dateJStr),
      self: item.selfName,
      closes: `${dayTitle(tehranDay(item.deadline))} ${time(tehranTime(item.deadline))}`,
    }),
    [dayTitle, time],
  );
}

/** setTimeout's longest delay (about 24.8 days); a longer wait re-arms. */
const MAX_DELAY = 2 ** 31 - 1;

/** Reminders already shown in this page (a remount must not show them twice). */
const shown = new Set<string>();

export function useDeadlineReminders(variant: ReservationVariant): {
  due: ReminderItem[];
  upcoming: ReminderItem[];
  now: number;
} {
  const { t } = useTranslation('reservation');
  const describe = useDeadlineDescription();
  const settings = useReminderSettings();
  // Nothing is fetched for reminders until one is on.
  const selfs = useVariantSelfs(
    variant,
    Object.values(settings).some((s) => s.enabled),
  );
  const [now, setNow] = useState(() => Date.now());
  const openedAt = useRef(now);

  const todayIso = isoDate(new Date(now));
  const weekStarts = useMemo(() => {
    const weeks = weeksOfDay(todayIso);
    return [weeks[CURRENT_WEEK_INDEX]!.start.isoDate, weeks[CURRENT_WEEK_INDEX + 1]!.start.isoDate];
  }, [todayIso]);
  const watched = useMemo(
    () =>
      (selfs.data ?? [])
        .filter((self) => settings[String(self.id)]?.enabled)
        .map((self) => ({ id: self.id, name: self.name ?? String(self.id) })),
    [selfs.data, settings],
  );
  const pairs = useMemo(
    () => watched.flatMap((self) => weekStarts.map((weekStart) => ({ selfId: self.id, weekStart }))),
    [watched, weekStarts],
  );
  const programs = useWeekPrograms(pairs);

  // Cheap to recompute; the effects below depend on numbers and keys, not on these arrays' identity.
  const found: DeadlineItem[] = [];
  pairs.forEach((pair, i) => {
    const week = programs[i]?.data;
    const self = watched.find((s) => s.id === pair.selfId);
    if (week && self) found.push(...unreservedDeadlines(week, self, now));
  });
  const upcoming: ReminderItem[] = uniqueDeadlines(found).map((item) => ({
    item,
    leadMinutes: settings[String(item.selfId)]?.leadMinutes ?? DEFAULT_LEAD_MINUTES,
  }));
  const due = upcoming.filter(({ item, leadMinutes }) => isDue(item, leadMinutes, now));

  // When the timer rings, the reminders that became due since the page opened are shown (once).
  const onTimer = useEffectEvent(() => {
    const at = Date.now();
    for (const { item, leadMinutes } of upcoming) {
      const key = reminderKey(item, leadMinutes);
      const ringsAt = fireAt(item, leadMinutes);
      // Due already when the page opened: the banner is the reminder.
      if (shown.has(key) || ringsAt <= openedAt.current || ringsAt > at || at >= item.deadline) continue;
      shown.add(key);
      showNotification(
        t('reminders.notification.title'),
        t('reminders.notification.body', describe(item)),
        `reserve-deadline:${key}`,
      );
    }
    setNow(at);
  });

  // One timer for the next change: a reminder becoming due or a deadline passing.
  const next = nextChange(upcoming, now);
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(onTimer, Math.min(Math.max(0, next - Date.now()), MAX_DELAY));
    return () => clearTimeout(timer);
  }, [next]);

  return { due, upcoming, now };
}
