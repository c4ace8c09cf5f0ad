/*
 * A small iCalendar (RFC 5545) writer for the calendar exports: one VCALENDAR of VEVENTs, each with
 * an optional display VALARM. Times are written in UTC (`…Z`), which every calendar app reads without
 * a VTIMEZONE and shows in its own zone; all-day events are `VALUE=DATE`. Lines end in CRLF and are
 * folded at 75 octets (UTF-8: Persian and Arabic letters are two octets, never split).
 */

export interface CalendarAlarm {
  /** Minutes before the event's start. */
  minutesBefore: number;
  description: string;
}

interface EventBase {
  /** Globally unique and stable, so importing the file again updates the event instead of doubling it. */
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  alarm?: CalendarAlarm;
}

/** A timed event (instants in ms); without `end` it is a point in time (RFC 5545 3.6.1). */
export interface TimedEvent extends EventBase {
  start: number;
  end?: number;
}

/** An all-day event on a `YYYY-MM-DD` day. */
export interface AllDayEvent extends EventBase {
  date: string;
}

export type CalendarEvent = TimedEvent | AllDayEvent;

export interface CalendarOptions {
  /** PRODID: `-//Owner//Product//LANG`. */
  prodId: string;
  /** Shown as the calendar's name by apps that read X-WR-CALNAME. */
  name?: string;
  /** DTSTAMP of every event: when the file was made (ms). */
  stamp: number;
  events: readonly CalendarEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `20250115T083000Z`. */
export function formatUtc(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** `2025-01-15` → `20250115`. */
function formatDate(isoDay: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) throw new RangeError(`not a YYYY-MM-DD day: ${isoDay}`);
  return isoDay.replaceAll('-', '');
}

/** `YYYY-MM-DD` of the day after (an all-day DTEND is exclusive). */
function nextDay(isoDay: string): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds one content line (RFC 5545 3.1): at most 75 octets per physical line, continuation lines
 * start with one space; a character (code point) is never split between lines.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75 octets.
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** `-PT1H30M`, `-P1D`, `PT0S`: a trigger before the start. */
function triggerBefore(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total === 0) return 'PT0S';
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const time = hours || mins ? `T${hours ? `${hours}H` : ''}${mins ? `${mins}M` : ''}` : '';
  return `-P${days ? `${days}D` : ''}${time}`;
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${stamp}`];
  if ('date' in event) {
    lines.push(`DTSTART;VALUE=DATE:${formatDate(event.date)}`, `DTEND;VALUE=DATE:${formatDate(nextDay(event.date))}`);
  } else {
    lines.push(`DTSTART:${formatUtc(event.start)}`);
    if (event.end !== undefined && event.end > event.start) lines.push(`DTEND:${formatUtc(event.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.alarm) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.alarm.description)}`,
      `TRIGGER:${triggerBefore(event.alarm.minutesBefore)}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole .ics text (CRLF line ends, folded, ending in CRLF). */
export function buildCalendar({ prodId, name, stamp, events }: CalendarOptions): string {
  const dtstamp = formatUtc(stamp);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${prodId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  for (const event of events) lines.push(...eventLines(event, dtstamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The MIME type of an .ics file. */
export const ICS_MIME = 'text/calendar;charset=utf-8';
