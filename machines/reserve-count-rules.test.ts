import { describe, expect, it } from 'vitest';
import { decrementTarget, reserveCountView, reserveTarget } from './reserve-count-rules';
import { countState } from './testing/reserve-count-fixture';

const item = countState;

describe('reserveCountView', () => {
  it('shows a single reserve button at count 0, and no plus or minus', () => {
    // Act
    const view = reserveCountView(item({ count: 0 }));

    // Assert
    expect(view).toMatchObject({ showReserveButton: true, reserveDisabled: false, showPlus: false, showMinus: false });
  });

  it('shows plus and minus above 0, and no reserve button', () => {
    const view = reserveCountView(item({ count: 1 }));

    expect(view).toMatchObject({ showReserveButton: false, showPlus: true, showMinus: true });
  });

  it('hides plus (and the reserve button) when reserveRuleViolated', () => {
    expect(reserveCountView(item({ count: 2, reserveRuleViolated: true }))).toMatchObject({
      showPlus: false,
      showMinus: true,
    });
    expect(reserveCountView(item({ count: 0, reserveRuleViolated: true })).showReserveButton).toBe(false);
  });

  it('hides minus when cancelRuleViolated', () => {
    expect(reserveCountView(item({ count: 2, cancelRuleViolated: true }))).toMatchObject({
      showPlus: true,
      showMinus: false,
    });
  });

  it('disables plus when the count reaches the item validMaxCount', () => {
    expect(reserveCountView(item({ count: 4, validMaxCount: 5 })).plusDisabled).toBe(false);
    expect(reserveCountView(item({ count: 5, validMaxCount: 5 })).plusDisabled).toBe(true);
  });

  it('disables plus when the count with the meal other items reaches the meal validTotalCount', () => {
    // Arrange: the meal allows 4 in all, the other items hold 2.
    const rules = { validMaxCount: 5, validTotalCount: 4, mealReservedCount: 2 };

    // Act + Assert
    expect(reserveCountView(item({ ...rules, count: 1 })).plusDisabled).toBe(false);
    expect(reserveCountView(item({ ...rules, count: 2 })).plusDisabled).toBe(true);
  });

  it('disables minus at count 0', () => {
    expect(reserveCountView(item({ count: 0 })).minusDisabled).toBe(true);
  });

  it('disables minus at or below validMinCount - 1, and enables it at validMinCount', () => {
    expect(reserveCountView(item({ validMinCount: 3, count: 2 })).minusDisabled).toBe(true);
    expect(reserveCountView(item({ validMinCount: 3, count: 1 })).minusDisabled).toBe(true);
    expect(reserveCountView(item({ validMinCount: 3, count: 3 })).minusDisabled).toBe(false);
  });

  it('disables the reserve button when the first reservation would cross the item max or the meal total', () => {
    expect(reserveCountView(item({ count: 0, validMaxCount: 0 })).reserveDisabled).toBe(true);
    expect(reserveCountView(item({ count: 0, validTotalCount: 3, mealReservedCount: 3 })).reserveDisabled).toBe(true);
    expect(reserveCountView(item({ count: 0, validMinCount: 3, validMaxCount: 2 })).reserveDisabled).toBe(true);
    expect(reserveCountView(item({ count: 0, validTotalCount: 3, mealReservedCount: 2 })).reserveDisabled).toBe(false);
  });
});

describe('reserveTarget', () => {
  it('reserves 1 when validMinCount is 0 or 1', () => {
    expect(reserveTarget({ validMinCount: 0 })).toBe(1);
    expect(reserveTarget({ validMinCount: 1 })).toBe(1);
  });

  it('reserves validMinCount when it is above 1', () => {
    expect(reserveTarget({ validMinCount: 3 })).toBe(3);
  });
});

describe('decrementTarget', () => {
  it('cancels the whole count in default mode', () => {
    expect(decrementTarget(4, 'default')).toBe(0);
  });

  it('removes one unit in new mode', () => {
    expect(decrementTarget(4, 'new')).toBe(3);
  });
});
