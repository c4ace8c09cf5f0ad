import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatUtc } from './ical';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('ical writer (RFC 5545)', () => {
  it('writes UTC date-times', () => {
    expect(formatUtc(Date.UTC(2025, 0, 15, 5, 0, 9))).toBe('20250115T050009Z');
  });

  it('escapes backslash, semicolon, comma and newlines in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a multi-octet character, and unfolds back', () => {
    const line = `SUMMARY:${'ناهار سلف مرکزی، '.repeat(12)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    // No replacement characters: every physical line is whole UTF-8.
    for (const part of physical)
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('BEGIN:VEVENT')).toBe('BEGIN:VEVENT');
  });

  const stamp = Date.UTC(2025, 0, 15, 5, 0, 0);
  const text = buildCalendar({
    prodId: '-//Samad//Student portal//FA',
    name: 'رزروهای هفته',
    stamp,
    events: [
      {
        uid: 'reserve-1@test',
        start: Date.UTC(2025, 0, 18, 8, 0),
        end: Date.UTC(2025, 0, 18, 10, 30),
        summary: 'ناهار · سلف مرکزی, طبقه ۱; ضلع شمالی',
        description: 'چلوکباب\nدو عدد',
        location: 'سلف مرکزی',
        alarm: { minutesBefore: 90, description: 'ناهار' },
      },
      {
        uid: 'deadline-1@test',
        start: Date.UTC(2025, 0, 16, 8, 30),
        summary: 'Reserve deadline',
        alarm: { minutesBefore: 1440, description: 'Reserve' },
      },
      { uid: 'allday@test', date: '2025-01-19', summary: 'All day' },
    ],
  });

  it('ends every line with CRLF and has no bare LF', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('parses with ical.js, every event with its fields and alarm', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Samad//Student portal//FA');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('رزروهای هفته');
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.uid)).toEqual(['reserve-1@test', 'deadline-1@test', 'allday@test']);

    const [meal, deadline, allDay] = events as [ICAL.Event, ICAL.Event, ICAL.Event];
    expect(meal.summary).toBe('ناهار · سلف مرکزی, طبقه ۱; ضلع شمالی');
    expect(meal.description).toBe('چلوکباب\nدو عدد');
    expect(meal.location).toBe('سلف مرکزی');
    expect(meal.startDate.toJSDate().getTime()).toBe(Date.UTC(2025, 0, 18, 8, 0));
    expect(meal.endDate.toJSDate().getTime()).toBe(Date.UTC(2025, 0, 18, 10, 30));
    expect(meal.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2025-01-15T05:00:00Z');
    const alarm = meal.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-90 * 60);

    expect(deadline.startDate.toJSDate().getTime()).toBe(Date.UTC(2025, 0, 16, 8, 30));
    expect(deadline.component.hasProperty('dtend')).toBe(false);
    expect(
      (
        deadline.component.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger') as ICAL.Duration
      ).toSeconds(),
    ).toBe(-86400);

    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2025-01-19');
    expect(allDay.endDate.toString()).toBe('2025-01-20');
  });
});
