import { describe, expect, it } from 'vitest';
import type { ProgramWeek } from '@/api/generated/rest/model';
import { item, lean, meal, programWeek } from '@tests/kits/reservation-test-kit';
import { foodOf, weekProgramOf } from './program-model';

/*
 * The week's program as the pages read it, from each server version seen: the spec's
 * (ids and counts on the choices), the real servers' (counts in userWeekReserves), a server that
 * sends no choices (the program's own food), and foodList as names with the foods in foodDefs.
 */

const WEEK = '2025-01-18';
const spec = programWeek(WEEK, (_d, i) =>
  i === 1 ? [meal({ programId: 7, programFoodTypes: [item({ id: 70, selectedCount: 2 }), item({ id: 71 })] })] : [],
);

describe('weekProgramOf', () => {
  it("the spec's version: every day of the week, the choices' own ids and counts, the day's Jalali date", () => {
    const week = weekProgramOf(spec, WEEK);
    expect(week.weekDays.map((d) => d.date)).toEqual([
      '2025-01-18',
      '2025-01-19',
      '2025-01-20',
      '2025-01-21',
      '2025-01-22',
      '2025-01-23',
      '2025-01-24',
    ]);
    expect(week.weekDays[1]).toMatchObject({ dateJStr: '1403/10/30' });
    expect(week.weekDays[1]!.mealTypes[0]!.programFoodTypes.map((i) => [i.id, i.selectedCount])).toEqual([
      [70, 2],
      [71, 0],
    ]);
    expect(week.weekDays[0]!.mealTypes).toEqual([]);
  });

  it("the real servers' version: counts (and sale flags) from the user's reserve records, stable ids of their own", () => {
    const real = lean(spec);
    real.userWeekReserves![0] = { ...real.userWeekReserves![0]!, forSale: true };
    // A cancelled record (selected false) counts nothing.
    real.userWeekReserves!.push({
      programId: 7,
      foodTypeId: 710,
      mealTypeId: 2,
      selectedCount: 3,
      selected: false,
      consumed: false,
    });
    const items = weekProgramOf(real, WEEK).weekDays[1]!.mealTypes[0]!.programFoodTypes;
    expect(items.map((i) => [i.selectedCount, i.forSale])).toEqual([
      [2, true],
      [0, undefined],
    ]);
    expect(items[0]!.id).toBeLessThan(0);
    expect(new Set(items.map((i) => i.id)).size).toBe(2);
    expect(weekProgramOf(lean(spec), WEEK).weekDays[1]!.mealTypes[0]!.programFoodTypes.map((i) => i.id)).toEqual(
      items.map((i) => i.id),
    );
  });

  it('a program without programFoodTypes offers its own food; meal types in the order of disPriority', () => {
    const payload: ProgramWeek = {
      selfWeekPrograms: [
        [
          {
            programId: 9,
            date: '2025-01-20',
            mealTypeId: 5,
            mealTypeName: 'شام',
            foodTypeId: 3,
            foodId: 33,
            foodName: 'عدسی',
            price: 90_000,
          },
        ],
      ],
      userWeekReserves: [
        { programId: 9, foodTypeId: 3, mealTypeId: 5, selectedCount: 1, selected: true, consumed: false },
      ],
      mealTypes: [
        { id: 5, name: 'شام', disPriority: 2 },
        { id: 1, name: 'ناهار', disPriority: 1 },
      ],
    };
    const week = weekProgramOf(payload, WEEK);
    expect(week.mealTypes).toEqual([
      { id: 1, name: 'ناهار' },
      { id: 5, name: 'شام' },
    ]);
    expect(week.weekDays[2]!.mealTypes[0]!.programFoodTypes).toEqual([
      expect.objectContaining({
        foodTypeId: 3,
        foodNames: 'عدسی',
        price: 90_000,
        selectedCount: 1,
        foodList: [{ id: 33, name: 'عدسی' }],
      }),
    ]);
  });

  it('foodOf: the first food object of foodList, else of foodDefs (a server sending names in foodList)', () => {
    expect(foodOf({ foodList: [{ id: 1, name: 'a', voteCount: 3 }] })).toEqual({ id: 1, name: 'a', voteCount: 3 });
    expect(foodOf({ foodList: ['کباب'], foodDefs: [{ id: 2, name: 'کباب', averageScore: 4 }] })).toEqual({
      id: 2,
      name: 'کباب',
      averageScore: 4,
    });
    expect(foodOf({})).toBeUndefined();
  });
});
