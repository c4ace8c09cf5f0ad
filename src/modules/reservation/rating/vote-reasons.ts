import type { VoteReason } from '@/api/generated/rest/model';

/*
 * Rating reasons (modules.md 3, 4): the server lists reasons with an id and a type (positive or
 * negative); they are six aspects paired in order: food quality, quantity and volume, hygiene,
 * restaurant equipment, staff behaviour, food menu. The n-th positive and the n-th negative reason
 * belong to the n-th aspect; choosing one side of an aspect unselects the other.
 */

const ASPECTS = ['quality', 'quantity', 'hygiene', 'equipment', 'staff', 'menu'] as const;
export type Aspect = (typeof ASPECTS)[number];

export const COMMENT_MAX = 250;

export interface AspectPair {
  aspect: Aspect;
  positive: number | null;
  negative: number | null;
}

/** The reasons by aspect: by their `aspect` (1-6) when the server says it, otherwise by order. */
export function pairReasons(reasons: readonly VoteReason[]): AspectPair[] {
  const side = (type: VoteReason['type'], index: number): number | null => {
    const ofType = reasons.filter((r) => r.type === type);
    const byAspect = ofType.find((r) => r.aspect === index + 1);
    if (byAspect) return byAspect.id;
    return ofType.every((r) => r.aspect === undefined) ? (ofType[index]?.id ?? null) : null;
  };
  return ASPECTS.map((aspect, i) => ({ aspect, positive: side('POSITIVE', i), negative: side('NEGATIVE', i) })).filter(
    (pair) => pair.positive !== null || pair.negative !== null,
  );
}

/** Toggles a reason; choosing one side of an aspect drops the other side. */
export function toggleReason(selected: readonly number[], reasonId: number, pairs: readonly AspectPair[]): number[] {
  if (selected.includes(reasonId)) return selected.filter((id) => id !== reasonId);
  const pair = pairs.find((p) => p.positive === reasonId || p.negative === reasonId);
  const opposite = pair ? (pair.positive === reasonId ? pair.negative : pair.positive) : null;
  return [...selected.filter((id) => id !== opposite), reasonId];
}
