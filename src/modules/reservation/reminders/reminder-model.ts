import type { ReserveWeek } from '@/api/generated/rest/model';
import type { CalendarEvent } from '@/lib/ical';
import { reserveDeadline, tehranInstant } from '@/lib/reserve-deadlines';
import { dayOf, visibleItems, type WeekProgram } from '../program-model';

/*
 * Pure logic of the reserve reminders and the calendar exports: which days of a week still need a
 * reserve and when reserving them closes, which reminders are due, and the events of the .ics files.
 */

/** The lead times a student can choose (minutes before the deadline). */
export const LEAD_MINUTES = [30, 60, 180, 360, 1440] as const;
export const DEFAULT_LEAD_MINUTES = 60;

export interface DeadlineItem {
  selfId: number;
  selfName: string;
  /** The program day, `YYYY-MM-DD`. */
  date: string;
  dateJStr?: string;
  /** When reserving this day closes (ms). */
  deadline: number;
}

/**
 * The days of a self's week program with something to reserve and nothing reserved yet, whose
 * reserve deadline is still ahead. A day counts as reserved when any of its items has a count.
 */
export function unreservedDeadlines(
  week: WeekProgram,
  self: { id: number; name: string },
  now: number,
): DeadlineItem[] {
  const items: DeadlineItem[] = [];
  for (const day of week.weekDays) {
    const meals = day.mealTypes.filter((meal) => visibleItems(meal).length > 0);
    if (!meals.length) continue;
    const reserved = meals.some((meal) => meal.programFoodTypes.some((item) => item.selectedCount > 0));
    if (reserved) continue;
    // The server's own flag wins when it says reserving has closed.
    if (meals.every((meal) => meal.reserveRuleViolated === true)) continue;
    const date = dayOf(day.date);
    const deadline = reserveDeadline(date);
    if (!Number.isFinite(deadline) || deadline <= now) continue;
    items.push({
      selfId: self.id,
      selfName: self.name,
      date,
      ...(day.dateJStr ? { dateJStr: day.dateJStr } : {}),
      deadline,
    });
  }
  return items;
}

/** One reminder per self and day: the same day seen in two fetched weeks counts once. */
export function uniqueDeadlines(items: readonly DeadlineItem[]): DeadlineItem[] {
  const seen = new Map<string, DeadlineItem>();
  for (const item of items) seen.set(`${item.selfId}:${item.date}`, item);
  return [...seen.values()].sort((a, b) => a.deadline - b.deadline || a.selfId - b.selfId);
}

export const reminderKey = (item: DeadlineItem, leadMinutes: number) => `${item.selfId}:${item.date}:${leadMinutes}`;

/** When the reminder of an item is due. */
export function fireAt(item: DeadlineItem, leadMinutes: number): number {
  return item.deadline - leadMinutes * 60_000;
}

/** Within the lead time of its deadline and not yet closed: what the in-app banner shows. */
export function isDue(item: DeadlineItem, leadMinutes: number, now: number): boolean {
  return fireAt(item, leadMinutes) <= now && now < item.deadline;
}

/**
 * The next instant something changes for the reminders after `now`: a reminder becoming due or a
 * deadline passing (the banner drops it). Null when nothing is ahead.
 */
export function nextChange(items: readonly { item: DeadlineItem; leadMinutes: number }[], now: number): number | null {
  let next: number | null = null;
  for (const { item, leadMinutes } of items) {
    for (const at of [fireAt(item, leadMinutes), item.deadline])
      if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}

// ───────────── Calendar events ─────────────

export interface ReserveEventTexts {
  /** "Lunch · Central dining hall". */
  summary: (meal: string, self: string) => string;
  /** Food names and count. */
  description: (food: string, count: number) => string;
  alarm: (meal: string, self: string) => string;
}

/** Minutes before a meal that its calendar reminder rings. */
export const MEAL_ALARM_MINUTES = 30;

/** The user's own reserves of a week as calendar events (the serve window when known, else all day). */
export function reserveEvents(week: ReserveWeek, texts: ReserveEventTexts, domain: string): CalendarEvent[] {
  const mealName = (id: number) => week.mealTypes.find((m) => m.id === id)?.name ?? '';
  const events: CalendarEvent[] = [];
  for (const day of week.weekDays) {
    const date = dayOf(day.date);
    for (const meal of day.mealTypes) {
      const reserve = meal.reserve;
      if (!reserve || reserve.selectedCount <= 0) continue;
      const name = mealName(meal.mealTypeId);
      const self = reserve.selfCodeName ?? '';
      const food = (reserve.foodNames ?? '')
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean)
        .join('، ');
      const base = {
        uid: `reserve-${date}-${meal.mealTypeId}-${reserve.id ?? 0}@${domain}`,
        summary: texts.summary(name, self),
        description: texts.description(food, reserve.selectedCount),
        ...(self ? { location: self } : {}),
        alarm: { minutesBefore: MEAL_ALARM_MINUTES, description: texts.alarm(name, self) },
      };
      const start = meal.startServeTime ? tehranInstant(date, meal.startServeTime) : Number.NaN;
      const end = meal.endServeTime ? tehranInstant(date, meal.endServeTime) : Number.NaN;
      if (Number.isFinite(start))
        events.push({ ...base, start, ...(Number.isFinite(end) && end > start ? { end } : {}) });
      else events.push({ ...base, date });
    }
  }
  return events;
}

export interface DeadlineEventTexts {
  /** "Reserve closes for Saturday 1403/10/29 · Central dining hall". */
  summary: (item: DeadlineItem) => string;
  description: (item: DeadlineItem) => string;
}

/** Each reserve deadline as a point-in-time event with a reminder `leadMinutes` before. */
export function deadlineEvents(
  items: readonly DeadlineItem[],
  leadMinutes: number,
  texts: DeadlineEventTexts,
  domain: string,
): CalendarEvent[] {
  return items.map((item) => ({
    uid: `deadline-${item.selfId}-${item.date}@${domain}`,
    start: item.deadline,
    summary: texts.summary(item),
    description: texts.description(item),
    location: item.selfName,
    alarm: { minutesBefore: leadMinutes, description: texts.summary(item) },
  }));
}
