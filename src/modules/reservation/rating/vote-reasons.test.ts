import { describe, expect, it } from 'vitest';
import { pairReasons, toggleReason } from './vote-reasons';

const reasons = [
  ...[1, 2, 3, 4, 5, 6].map((id) => ({ id, type: 'POSITIVE' as const })),
  ...[11, 12, 13, 14, 15, 16].map((id) => ({ id, type: 'NEGATIVE' as const })),
];

describe('vote reasons', () => {
  it('pairs the n-th positive and negative reason as the n-th aspect', () => {
    expect(pairReasons(reasons)).toEqual([
      { aspect: 'quality', positive: 1, negative: 11 },
      { aspect: 'quantity', positive: 2, negative: 12 },
      { aspect: 'hygiene', positive: 3, negative: 13 },
      { aspect: 'equipment', positive: 4, negative: 14 },
      { aspect: 'staff', positive: 5, negative: 15 },
      { aspect: 'menu', positive: 6, negative: 16 },
    ]);
  });

  it('pairs by the aspect the server gives, whatever the order', () => {
    const interleaved = [
      { id: 1, type: 'POSITIVE' as const, aspect: 1 },
      { id: 2, type: 'NEGATIVE' as const, aspect: 1 },
      { id: 4, type: 'NEGATIVE' as const, aspect: 2 },
      { id: 3, type: 'POSITIVE' as const, aspect: 2 },
    ];
    expect(pairReasons(interleaved)).toEqual([
      { aspect: 'quality', positive: 1, negative: 2 },
      { aspect: 'quantity', positive: 3, negative: 4 },
    ]);
  });

  it('choosing one side of an aspect drops the other; a second click unselects', () => {
    const pairs = pairReasons(reasons);
    let selected = toggleReason([], 1, pairs);
    selected = toggleReason(selected, 12, pairs);
    expect(selected).toEqual([1, 12]);
    selected = toggleReason(selected, 11, pairs);
    expect(selected).toEqual([12, 11]);
    selected = toggleReason(selected, 11, pairs);
    expect(selected).toEqual([12]);
  });
});
