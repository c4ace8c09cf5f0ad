// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classSkipOf } from './class-days-rules';
import {
  pickItem,
  planWeek,
  withoutAvoidedFoods,
  type PlanItem,
  type PlanMeal,
  type PlanPreferences,
  type PlanWeek,
} from './week-plan-rules';
import { LUNCH, NOW, planItem, planMeal } from './testing/week-plan-fixture';

/*
 * The routine's steps of the plan: the diet step (foods the student avoids are never picked) and
 * the class days of an imported timetable (lunch only on days with a class).
 */

const item = (foodTypeId: number, food: string, price: number, names = food): PlanItem =>
  planItem(foodTypeId, food, price, { names });
const meal = (programId: number, items: PlanItem[]): PlanMeal => planMeal(programId, LUNCH, items);

const KEBAB = item(1, 'چلوکباب کوبیده', 380_000, 'چلوکباب کوبیده|سالاد شیرازی|دوغ');
const FISH = item(2, 'سبزی‌پلو با ماهی', 300_000, 'سبزی‌پلو با ماهی|ماست');
const VEG = item(3, 'خوراک سبزیجات', 190_000, 'خوراک سبزیجات|برنج قهوه‌ای');

/** Saturday to Monday, lunch only. */
const WEEK: PlanWeek = {
  mealTypes: [{ id: LUNCH, name: 'ناهار' }],
  days: [
    { date: '2025-01-18', weekday: 0, meals: [meal(101, [KEBAB, FISH])] },
    { date: '2025-01-19', weekday: 1, meals: [meal(102, [KEBAB, VEG])] },
    { date: '2025-01-20', weekday: 2, meals: [meal(103, [KEBAB])] },
  ],
};

const prefs = (extra: Partial<PlanPreferences> = {}): PlanPreferences => ({
  meals: { '0:2': 1, '1:2': 1, '2:2': 1 },
  foods: { 'چلوکباب کوبیده': 'liked' },
  history: { 'چلوکباب کوبیده': 4 },
  ...extra,
});

describe('the diet step', () => {
  it('without an avoid list, nothing is left out (the liked kebab is picked)', () => {
    expect(pickItem([KEBAB, FISH], prefs())?.foodTypeId).toBe(1);
  });

  it('a liked food the student avoids is never picked; the next choice is', () => {
    expect(pickItem([KEBAB, FISH], prefs({ avoid: ['meat'] }))?.foodTypeId).toBe(2);
    expect(pickItem([KEBAB, FISH, VEG], prefs({ avoid: ['meat', 'dairy'] }))?.foodTypeId).toBe(3);
    expect(withoutAvoidedFoods([{ item: KEBAB }, { item: VEG }], prefs({ avoid: ['word:دوغ'] }))).toEqual([
      { item: VEG },
    ]);
  });

  it('the plan never holds an avoided food, and a day with only such foods says so', () => {
    const cells = planWeek(WEEK, prefs({ avoid: ['meat'] }), NOW);
    expect(cells.map((c) => [c.date, c.target?.foodTypeId ?? null, c.skip])).toEqual([
      ['2025-01-18', 2, null],
      ['2025-01-19', 3, null],
      ['2025-01-20', null, 'avoidedOnly'],
    ]);
  });
});

describe('the class days', () => {
  const classes = {
    mealTypeIds: [LUNCH],
    classDates: ['2025-01-18'],
    offDates: ['2025-01-20'],
    from: '2024-09-21',
    to: '2025-01-30',
  };

  it('lunch is planned on class days only; a cancelled class is a holiday', () => {
    const cells = planWeek(WEEK, prefs({ classes }), NOW);
    expect(cells.map((c) => [c.date, c.target?.foodTypeId ?? null, c.skip])).toEqual([
      ['2025-01-18', 1, null],
      ['2025-01-19', null, 'noClass'],
      ['2025-01-20', null, 'classHoliday'],
    ]);
  });

  it('outside the timetable, and for other meals, the routine plans as usual', () => {
    expect(classSkipOf(classes, '2025-02-03', LUNCH)).toBeNull();
    expect(classSkipOf(classes, '2025-01-19', 3)).toBeNull();
    expect(classSkipOf(undefined, '2025-01-19', LUNCH)).toBeNull();
    expect(classSkipOf(classes, '2025-01-19', LUNCH)).toBe('noClass');
  });

  it('a meal the student does not eat stays "not in your meals", class or not', () => {
    const cells = planWeek(WEEK, prefs({ classes, meals: { '0:2': 1 } }), NOW);
    expect(cells.map((c) => c.skip)).toEqual([null, 'notWanted', 'notWanted']);
  });
});
