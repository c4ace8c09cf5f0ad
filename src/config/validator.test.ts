import { describe, expect, it } from 'vitest';
import * as v from './validator';

const issuesOf = <Out, In>(rule: v.Rule<Out, In>, value: unknown) => {
  const result = v.parse(rule, value);
  return result.success ? [] : result.issues.map(v.describeIssue);
};

describe('config validator', () => {
  it('accepts values of the declared kinds and names what it expected otherwise', () => {
    expect(v.parse(v.boolean(), true)).toEqual({ success: true, data: true });
    expect(issuesOf(v.boolean(), 'yes')).toEqual(['(root): expected boolean, received string']);
    expect(issuesOf(v.number(), Number.NaN)).toEqual(['(root): expected number, received NaN']);
    expect(issuesOf(v.int(-1), 1.5)).toEqual(['(root): expected integer, received number']);
    expect(issuesOf(v.int(-1), -2)).toEqual(['(root): expected a number >= -1']);
    expect(issuesOf(v.string(1), '')).toEqual(['(root): expected at least 1 character(s)']);
    expect(issuesOf(v.oneOf(['video', 'image']), 'iris')).toEqual(['(root): expected one of "video" | "image"']);
    expect(issuesOf(v.array(v.string(), 1), [])).toEqual(['(root): expected at least 1 item(s)']);
  });

  it('reports every bad field with its path, items by index', () => {
    const rule = v.object({ a: v.boolean(), list: v.array(v.string()), inner: v.object({ n: v.number() }) });
    expect(issuesOf(rule, { a: 1, list: ['x', 2], inner: { n: 'z' } })).toEqual([
      'a: expected boolean, received number',
      'list.1: expected string, received number',
      'inner.n: expected number, received string',
    ]);
    expect(issuesOf(rule, [])).toEqual(['(root): expected object, received array']);
  });

  it('an object keeps only its declared keys and leaves an absent optional key absent', () => {
    const rule = v.object({ a: v.string(), b: v.optional(v.boolean()) });
    const result = v.parse(rule, { a: 'x', extra: 1 });
    expect(result).toEqual({ success: true, data: { a: 'x' } });
    expect(result.success && 'b' in result.data).toBe(false);
  });

  it('a default fills a missing value with a fresh copy; a prefault is validated like a value', () => {
    const rule = v.object({
      hosts: v.withDefault(v.array(v.string()), ['*.shaparak.ir']),
      flags: v.prefault(v.object({ on: v.withDefault(v.boolean(), true) }), {}),
    });
    const first = v.parseOrThrow(rule, {});
    expect(first).toEqual({ hosts: ['*.shaparak.ir'], flags: { on: true } });
    first.hosts.push('changed');
    expect(v.parseOrThrow(rule, {}).hosts).toEqual(['*.shaparak.ir']);
    expect(issuesOf(rule, { flags: { on: 'no' } })).toEqual(['flags.on: expected boolean, received string']);
  });

  it('a union takes the first rule that fits and says what each expected when none does', () => {
    const rule = v.nullable(v.union(v.string(), v.number()));
    expect(v.parseOrThrow(rule, 3)).toBe(3);
    expect(v.parseOrThrow(rule, null)).toBeNull();
    expect(issuesOf(rule, true)).toEqual([
      '(root): expected string, received boolean; or expected number, received boolean',
    ]);
  });

  it('a refinement runs on a valid value and names its problem at its path', () => {
    const rule = v.refine(v.object({ mode: v.string(), university: v.optional(v.string()) }), (c) =>
      c.mode === 'on-premise' && !c.university ? { path: ['university'], message: 'needed' } : undefined,
    );
    expect(issuesOf(rule, { mode: 'on-premise' })).toEqual(['university: needed']);
    expect(v.parse(rule, { mode: 'cloud' }).success).toBe(true);
    expect(() => v.parseOrThrow(rule, { mode: 'on-premise' })).toThrow('university: needed');
  });
});
