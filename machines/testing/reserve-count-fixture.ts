import type { ReserveCountState } from '../reserve-count-rules';

/** One item's count and rules as the tests start from: max 5, meal total 10, both rules allowing, default mode. */
export function countState(overrides: Partial<ReserveCountState> = {}): ReserveCountState {
  return {
    count: 1,
    validMinCount: 0,
    validMaxCount: 5,
    validTotalCount: 10,
    mealReservedCount: 0,
    reserveRuleViolated: false,
    cancelRuleViolated: false,
    mode: 'default',
    ...overrides,
  };
}
