// @vitest-environment node
/** The runner's read paths and types (fixtures/README.md), on answers shaped as the clients read them. */
import { describe, expect, it } from 'vitest';
import { checkRead, valuesAt } from './replay';

const answer = {
  payload: {
    mealTypeReserveLimitMap: { '1': { days: 2 }, '2': { days: 1 } },
    empty: {},
    selfWeekPrograms: [
      [
        { mealTypeId: 1, programId: 10, date: '2025-01-11' },
        { mealTypeId: 2, programId: 11, date: '2025-01-11' },
      ],
      [{ mealTypeId: 2, programId: 21, date: '2025-01-12 00:00:00' }],
    ],
  },
};

describe('read paths', () => {
  it('a.*.b reads every value of a map keyed by ids, and refuses an empty one', () => {
    expect(valuesAt(answer, 'payload.mealTypeReserveLimitMap.*.days').values).toEqual([2, 1]);
    expect(valuesAt(answer, 'payload.mealTypeReserveLimitMap.2.days').values).toEqual([1]);
    expect(valuesAt(answer, 'payload.empty.*.days').problem).toMatch(/empty object/);
    expect(valuesAt(answer, 'payload.selfWeekPrograms.*').problem).toMatch(/not an object/);
  });

  it('a[?k=v].b keeps the elements whose field is the value, at least one', () => {
    expect(valuesAt(answer, 'payload.selfWeekPrograms[][?mealTypeId=2].programId').values).toEqual([11, 21]);
    expect(valuesAt(answer, 'payload.selfWeekPrograms[0][?mealTypeId=1].programId').values).toEqual([10]);
    expect(valuesAt(answer, 'payload.selfWeekPrograms[][?mealTypeId=3].programId').problem).toMatch(
      /no element with mealTypeId = 3/,
    );
  });

  it('date is a yyyy-MM-dd string, as a client parsing %Y-%m-%d needs', () => {
    expect(checkRead(answer, 'payload.selfWeekPrograms[0][].date', 'date')).toBeUndefined();
    expect(checkRead(answer, 'payload.selfWeekPrograms[1][].date', 'date')).toMatch(/expected date, got string/);
  });
});
