import { beforeEach, describe, expect, it } from 'vitest';
import { resetWorld } from '@mocks/node';
import { nowMs } from '@mocks/world/clock';
import { dateOfEpochDay, epochDayAt, ProgramCalendar, SELF_IDS, weekStartOf } from '@mocks/world/program-calendar';
import { call, login } from './mock-api';

beforeEach(() => resetWorld());

interface WeekDay {
  date: string;
  mealTypes: { mealTypeId: number; reserve?: { selfCodeName?: string } | null }[];
}

describe('the full-week persona (the printable report at its fullest)', () => {
  it('reserves every meal of every day of the current week at the central self', async () => {
    const r = await call('POST', '/__mock/persona', { json: { id: 'full-week' } });
    expect(r.status, r.text).toBe(200);
    const token = await login();
    const start = weekStartOf(epochDayAt(nowMs()));
    const week = await call('GET', `/rest/reserves?weekStartDate=${dateOfEpochDay(start)}&selfType=NORMAL`, { token });
    expect(week.status, week.text).toBe(200);
    const days = week.body.payload.weekDays as WeekDay[];
    const mealTypes = week.body.payload.mealTypes as { id: number }[];
    expect(days).toHaveLength(7);
    expect(mealTypes.length).toBeGreaterThanOrEqual(3);
    // Every meal the central self serves that week is reserved (a day without a meal has no program).
    const cal = new ProgramCalendar();
    let served = 0;
    days.forEach((day, i) => {
      for (const program of cal.programsOn(SELF_IDS.central, start + i)) {
        served++;
        expect(
          day.mealTypes.find((m) => m.mealTypeId === program.meal.id)?.reserve,
          `${day.date} meal ${program.meal.id}`,
        ).toBeTruthy();
      }
    });
    expect(served).toBeGreaterThanOrEqual(18);
  });
});
