import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar } from '@/lib/ical';
import { item, meal, programWeek, reserve, reserveWeek } from '@tests/kits/reservation-test-kit';
import { weekProgramOf } from '../program-model';
import {
  deadlineEvents,
  fireAt,
  isDue,
  nextChange,
  reserveEvents,
  uniqueDeadlines,
  unreservedDeadlines,
  type DeadlineItem,
} from './reminder-model';

const SELF = { id: 1, name: 'سلف مرکزی' };
/** A week as programs/v2 answers it, read as the pages read it. */
const week = (...args: Parameters<typeof programWeek>) => weekProgramOf(programWeek(...args), args[0]);
// Wednesday 15 January 2025, 08:30 Tehran (05:00 UTC).
const NOW = Date.parse('2025-01-15T08:30:00+03:30');

/** Next week (from Sat 2025-01-18): a lunch every day but Friday; Monday is reserved. */
const nextWeek = week('2025-01-18', (_date, index) =>
  index === 6
    ? []
    : [
        meal({
          programId: 100 + index,
          programFoodTypes: [item({ id: index + 1, selectedCount: index === 2 ? 1 : 0 })],
        }),
      ],
);

describe('unreserved days and their deadlines', () => {
  it('lists the days with something to reserve and nothing reserved, with 12:00 Tehran two days before', () => {
    const items = unreservedDeadlines(nextWeek, SELF, NOW);
    expect(items.map((i) => i.date)).toEqual(['2025-01-18', '2025-01-19', '2025-01-21', '2025-01-22', '2025-01-23']);
    expect(new Date(items[0]!.deadline).toISOString()).toBe('2025-01-16T08:30:00.000Z');
    expect(items[0]).toMatchObject({ selfId: 1, selfName: 'سلف مرکزی', dateJStr: '1403/10/29' });
  });

  it('leaves out days whose deadline has passed, or that the server says are closed', () => {
    const thisWeek = week('2025-01-11', (_date, index) => [
      meal({ programId: 200 + index, reserveRuleViolated: index === 6, programFoodTypes: [item({ id: 50 + index })] }),
    ]);
    // Friday the 17th closes Wednesday 12:00 (still ahead); Thursday closed Tuesday; Friday's flag says closed.
    expect(unreservedDeadlines(thisWeek, SELF, NOW)).toEqual([]);
    const open = week('2025-01-11', (_date, index) => [
      meal({ programId: 300 + index, programFoodTypes: [item({ id: 70 + index })] }),
    ]);
    expect(unreservedDeadlines(open, SELF, NOW).map((i) => i.date)).toEqual(['2025-01-17']);
  });

  it('counts a day with only hidden items as nothing to reserve', () => {
    const hidden = week(
      '2025-01-18',
      () => [meal({ programId: 1, programFoodTypes: [item({ id: 1, hideInPanel: true })] })],
      1,
    );
    expect(unreservedDeadlines(hidden, SELF, NOW)).toEqual([]);
  });

  it('merges the same self and day seen twice, soonest first', () => {
    const a: DeadlineItem = { selfId: 1, selfName: 'a', date: '2025-01-19', deadline: 2 };
    const b: DeadlineItem = { selfId: 1, selfName: 'a', date: '2025-01-18', deadline: 1 };
    expect(uniqueDeadlines([a, b, a])).toEqual([b, a]);
  });
});

describe('when a reminder is due', () => {
  const saturday: DeadlineItem = {
    selfId: 1,
    selfName: 'x',
    date: '2025-01-18',
    deadline: Date.parse('2025-01-16T12:00:00+03:30'),
  };

  it('is due from the lead time before the deadline until the deadline', () => {
    expect(fireAt(saturday, 60)).toBe(Date.parse('2025-01-16T11:00:00+03:30'));
    expect(isDue(saturday, 60, Date.parse('2025-01-16T10:59:59+03:30'))).toBe(false);
    expect(isDue(saturday, 60, Date.parse('2025-01-16T11:00:00+03:30'))).toBe(true);
    expect(isDue(saturday, 60, saturday.deadline)).toBe(false);
  });

  it('wakes up at the next reminder or deadline', () => {
    const items = [{ item: saturday, leadMinutes: 1440 }];
    expect(nextChange(items, NOW)).toBe(fireAt(saturday, 1440));
    expect(nextChange(items, fireAt(saturday, 1440))).toBe(saturday.deadline);
    expect(nextChange(items, saturday.deadline)).toBeNull();
  });
});

describe('calendar files parse with ical.js, every event checked', () => {
  const parse = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const stamp = NOW;

  it("the week's reserves: meal, self, serve window, food and a reminder", () => {
    const week = reserveWeek('2025-01-11', (_date, index) => {
      if (index === 0)
        return [
          {
            mealTypeId: 2,
            reserve: reserve({ id: 7, selectedCount: 2 }),
            startServeTime: '11:30',
            endServeTime: '14:00',
          },
        ];
      if (index === 1)
        return [
          {
            mealTypeId: 3,
            reserve: reserve({ id: 8, mealTypeId: 3, foodNames: 'آش' }),
            startServeTime: null,
            endServeTime: null,
          },
        ];
      return [{ mealTypeId: 2, reserve: null, startServeTime: '11:30', endServeTime: '14:00' }];
    });
    const events = reserveEvents(
      week,
      { summary: (m, s) => `${m} · ${s}`, description: (f, n) => `${f} ×${n}`, alarm: (m) => `soon: ${m}` },
      'portal.test',
    );
    const parsed = parse(buildCalendar({ prodId: '-//Samad//Test//FA', stamp, events }));
    expect(parsed).toHaveLength(2);
    const [lunch, dinner] = parsed as [ICAL.Event, ICAL.Event];
    expect(lunch.uid).toBe('reserve-2025-01-11-2-7@portal.test');
    expect(lunch.summary).toBe('ناهار · سلف مرکزی');
    expect(lunch.location).toBe('سلف مرکزی');
    expect(lunch.description).toBe('چلو کباب، ماست ×2');
    expect(lunch.startDate.toJSDate().toISOString()).toBe('2025-01-11T08:00:00.000Z');
    expect(lunch.endDate.toJSDate().toISOString()).toBe('2025-01-11T10:30:00.000Z');
    const alarm = lunch.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('description')).toBe('soon: ناهار');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-30 * 60);
    // No serve window known: an all-day event.
    expect(dinner.summary).toBe('شام · سلف مرکزی');
    expect(dinner.startDate.isDate).toBe(true);
    expect(dinner.startDate.toString()).toBe('2025-01-12');
    for (const event of parsed)
      expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2025-01-15T05:00:00Z');
  });

  it('the reserve deadlines: one point-in-time event per unreserved day, reminding the lead time before', () => {
    const items = unreservedDeadlines(nextWeek, SELF, NOW);
    const events = deadlineEvents(
      items,
      180,
      { summary: (i) => `reserve ${i.date}`, description: (i) => `closes for ${i.selfName}` },
      'portal.test',
    );
    const parsed = parse(buildCalendar({ prodId: '-//Samad//Test//FA', stamp, events }));
    expect(parsed.map((e) => e.summary)).toEqual(items.map((i) => `reserve ${i.date}`));
    parsed.forEach((event, i) => {
      expect(event.uid).toBe(`deadline-1-${items[i]!.date}@portal.test`);
      expect(event.startDate.toJSDate().getTime()).toBe(items[i]!.deadline);
      expect(event.location).toBe('سلف مرکزی');
      const trigger = event.component.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger') as ICAL.Duration;
      expect(trigger.toSeconds()).toBe(-180 * 60);
    });
  });
});
