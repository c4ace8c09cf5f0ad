// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { graphCoverage } from './testing/graph-coverage';
import { DINNER, LUNCH, NOW, planItem, planMeal } from './testing/week-plan-fixture';
import { WEEK_PLAN_STATES, weekPlanMachine, type LoadedWeek, type RereadInput } from './week-plan.machine';
import {
  allowedCount,
  changesOf,
  editCell,
  learnPreferences,
  mealKey,
  pickItem,
  planWeek,
  projectedCredit,
  type CellChange,
  type CellChoice,
  type PlanItem,
  type PlanMeal,
  type PlanPreferences,
  type PlanWeek,
} from './week-plan-rules';

const item = planItem;
const meal = planMeal;

/** Saturday and Sunday with lunch and dinner; Monday with lunch only. */
function week(overrides: { sat?: Partial<PlanMeal>; sun?: PlanItem[] } = {}): PlanWeek {
  return {
    mealTypes: [
      { id: LUNCH, name: 'ناهار' },
      { id: DINNER, name: 'شام' },
    ],
    days: [
      {
        date: '2025-01-18',
        weekday: 0,
        meals: [
          meal(101, LUNCH, [item(1, 'قیمه', 280_000), item(2, 'کباب', 380_000)], overrides.sat),
          meal(102, DINNER, [item(1, 'ماکارونی', 220_000)]),
        ],
      },
      {
        date: '2025-01-19',
        weekday: 1,
        meals: [meal(201, LUNCH, overrides.sun ?? [item(1, 'عدس‌پلو', 240_000), item(2, 'مرغ', 320_000)])],
      },
      { date: '2025-01-20', weekday: 2, meals: [] },
    ],
  };
}

const prefs = (over: Partial<PlanPreferences> = {}): PlanPreferences => ({
  meals: { [mealKey(0, LUNCH)]: 1, [mealKey(1, LUNCH)]: 1, [mealKey(2, LUNCH)]: 1 },
  foods: {},
  history: {},
  ...over,
});

describe('week-plan rules', () => {
  it('picks liked before neutral, then the most reserved, then the cheaper; never-foods never', () => {
    const items = [item(1, 'a', 300), item(2, 'b', 200), item(3, 'c', 100)];
    expect(pickItem(items, prefs())?.foodTypeId).toBe(3);
    expect(pickItem(items, prefs({ history: { a: 4, b: 1 } }))?.foodTypeId).toBe(1);
    expect(pickItem(items, prefs({ foods: { b: 'liked' }, history: { a: 4 } }))?.foodTypeId).toBe(2);
    expect(pickItem(items, prefs({ foods: { c: 'never' } }))?.foodTypeId).toBe(2);
    expect(pickItem(items, prefs({ foods: { a: 'never', b: 'never', c: 'never' } }))).toBeNull();
  });

  it('plans wanted meals, says why the others are skipped', () => {
    const cells = planWeek(week(), prefs({ foods: { کباب: 'liked' } }), NOW);
    const byKey = Object.fromEntries(cells.map((c) => [c.key, c]));
    expect(byKey['2025-01-18:2']).toMatchObject({ target: { foodTypeId: 2, count: 1 }, skip: null });
    expect(byKey['2025-01-18:3']).toMatchObject({ target: null, skip: 'notWanted' });
    expect(byKey['2025-01-19:2']).toMatchObject({ target: { foodTypeId: 1, count: 1 } });
    expect(byKey['2025-01-20:2']).toMatchObject({ target: null, skip: 'noProgram' });
    expect(cells).toHaveLength(6);
  });

  it('deadline: a meal whose reserving has closed is skipped, and cannot be edited in', () => {
    const w = week({ sat: { reserveDeadline: NOW - 1 } });
    const cells = planWeek(w, prefs(), NOW);
    expect(cells.find((c) => c.key === '2025-01-18:2')).toMatchObject({ target: null, skip: 'deadlinePassed' });
    const edited = editCell(cells, w, '2025-01-18:2', { foodTypeId: 1, count: 1 }, NOW);
    expect(edited.find((c) => c.key === '2025-01-18:2')).toMatchObject({ target: null, skip: 'deadlinePassed' });
  });

  it('the server rule flag wins: reserveRuleViolated skips the meal', () => {
    const cells = planWeek(week({ sat: { reserveRuleViolated: true } }), prefs(), NOW);
    expect(cells.find((c) => c.key === '2025-01-18:2')?.skip).toBe('ruleViolated');
  });

  it('never-foods only: the meal is skipped with that reason', () => {
    const cells = planWeek(week(), prefs({ foods: { عدس‌پلو: 'never', مرغ: 'never' } }), NOW);
    expect(cells.find((c) => c.key === '2025-01-19:2')).toMatchObject({ target: null, skip: 'neverOnly' });
  });

  it('counts obey the reserve-count rules: min raised, max and meal total lowered', () => {
    const m = meal(1, LUNCH, [], { validTotalCount: 2 });
    expect(allowedCount(m, item(1, 'a', 1, { validMinCount: 2 }), 1)).toBe(2);
    expect(allowedCount(m, item(1, 'a', 1, { validMaxCount: 3 }), 5)).toBe(2);
    expect(allowedCount(meal(1, LUNCH, [], { validTotalCount: 1 }), item(1, 'a', 1, { validMinCount: 2 }), 1)).toBe(
      null,
    );
    const cells = planWeek(week(), prefs({ meals: { [mealKey(0, LUNCH)]: 5 } }), NOW);
    expect(cells.find((c) => c.key === '2025-01-18:2')?.target).toEqual({ foodTypeId: 1, count: 3 });
  });

  it('credit: the plan costs its prices times counts and warns when it falls short', () => {
    const w = week();
    const changes = changesOf(planWeek(w, prefs(), NOW), w);
    // Saturday: قیمه 280,000 (cheaper); Sunday: عدس‌پلو 240,000.
    expect(projectedCredit(600_000, changes)).toEqual({ after: 80_000, short: false });
    expect(projectedCredit(500_000, changes)).toEqual({ after: -20_000, short: true });
  });

  it('a partly reserved week keeps what is reserved and changes only what differs', () => {
    const w = week({ sat: { items: [item(1, 'قیمه', 280_000), item(2, 'کباب', 380_000, { selectedCount: 1 })] } });
    const cells = planWeek(w, prefs({ foods: { قیمه: 'liked' } }), NOW);
    expect(cells.find((c) => c.key === '2025-01-18:2')).toMatchObject({
      current: { foodTypeId: 2, count: 1 },
      target: { foodTypeId: 2, count: 1 },
    });
    expect(changesOf(cells, w).map((c) => c.key)).toEqual(['2025-01-19:2']);
    // Editing the reserved cell to the other food cancels the old choice, then reserves the new one.
    const edited = editCell(cells, w, '2025-01-18:2', { foodTypeId: 1, count: 1 }, NOW);
    const sat = changesOf(edited, w).find((c) => c.key === '2025-01-18:2')!;
    expect(sat.steps.map((s) => [s.foodTypeId, s.from, s.to, s.cost])).toEqual([
      [2, 1, 0, -380_000],
      [1, 0, 1, 280_000],
    ]);
    // Cancelling closed: the reserved cell cannot change.
    const late = week({
      sat: {
        cancelRuleViolated: true,
        items: [item(1, 'قیمه', 280_000), item(2, 'کباب', 380_000, { selectedCount: 1 })],
      },
    });
    const blocked = editCell(planWeek(late, prefs(), NOW), late, '2025-01-18:2', null, NOW);
    expect(blocked.find((c) => c.key === '2025-01-18:2')).toMatchObject({
      target: { foodTypeId: 2, count: 1 },
      skip: 'ruleViolated',
    });
  });

  it('learns meals reserved in half the weeks or more, their usual count, and liked foods', () => {
    const learnt = learnPreferences([
      { weekStart: 'w1', weekday: 0, mealTypeId: LUNCH, food: 'کباب', count: 1 },
      { weekStart: 'w2', weekday: 0, mealTypeId: LUNCH, food: 'کباب', count: 2 },
      { weekStart: 'w3', weekday: 0, mealTypeId: LUNCH, food: 'قیمه', count: 2 },
      { weekStart: 'w1', weekday: 1, mealTypeId: DINNER, food: 'ماکارونی', count: 1 },
      { weekStart: 'w4', weekday: 3, mealTypeId: LUNCH, food: 'مرغ', count: 1 },
    ]);
    expect(learnt.meals).toEqual({ [mealKey(0, LUNCH)]: 2 });
    expect(learnt.foods).toEqual({ کباب: 'liked' });
    expect(learnt.history).toMatchObject({ کباب: 2, قیمه: 1 });
  });
});

function loaded(w: PlanWeek = week(), p: PlanPreferences = prefs(), credit = 2_000_000): LoadedWeek {
  return { week: w, prefs: p, credit, now: NOW };
}

/** A lost answer, as the app's `answerLost` guard tells it from a refusal. */
const LOST = { lost: true };
const answerLost = (_: unknown, params: { error: unknown }) =>
  (params.error as { lost?: boolean } | null)?.lost === true;

function start(
  apply: (change: CellChange) => Promise<void>,
  load: () => Promise<LoadedWeek> = async () => loaded(),
  reread: (cell: RereadInput) => Promise<CellChoice | null> = async () => {
    throw new Error('not read');
  },
) {
  const applied: CellChange[] = [];
  const saved: PlanPreferences[] = [];
  let refreshed = 0;
  const actor = createActor(
    weekPlanMachine.provide({
      actors: {
        loadWeek: fromPromise(load),
        applyCell: fromPromise(async ({ input }: { input: CellChange }) => {
          applied.push(input);
          await apply(input);
        }),
        rereadCell: fromPromise(({ input }: { input: RereadInput }) => reread(input)),
      },
      guards: { answerLost },
      actions: {
        savePreferences: (_, params) => saved.push(params.prefs),
        refresh: () => {
          refreshed += 1;
        },
      },
    }),
    { input: { weekStart: '2025-01-18' } },
  ).start();
  return { actor, applied, saved, refreshed: () => refreshed };
}

describe('week-plan machine', () => {
  it('previews, takes an edit, confirms once and reserves cell by cell', async () => {
    const { actor, applied, refreshed } = start(async () => {});
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.edit', key: '2025-01-18:2', target: { foodTypeId: 2, count: 1 } });
    actor.send({ type: 'user.confirm' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(applied.map((c) => c.key)).toEqual(['2025-01-18:2', '2025-01-19:2']);
    expect(applied[0]!.steps[0]).toMatchObject({ programId: 101, foodTypeId: 2, from: 0, to: 1 });
    expect(Object.values(done.context.results).every((r) => r.status === 'done')).toBe(true);
    expect(changesOf(done.context.cells, done.context.week!)).toEqual([]);
    expect(refreshed()).toBe(1);
  });

  it('a failed cell is reported, the others go on, and a retry sends only the failed one', async () => {
    let fail = true;
    const { actor, applied } = start(async (change) => {
      if (fail && change.key === '2025-01-18:2') throw { status: 400, messageResource: 'NOT_ENOUGH_CREDIT' };
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.confirm' });
    let s = await waitFor(actor, (x) => x.matches('done'));
    expect(s.context.results['2025-01-18:2']).toMatchObject({ status: 'failed' });
    expect(s.context.results['2025-01-19:2']).toMatchObject({ status: 'done' });
    fail = false;
    actor.send({ type: 'user.retryFailed' });
    s = await waitFor(actor, (x) => x.matches('done') && x.context.results['2025-01-18:2']?.status === 'done');
    expect(applied.map((c) => c.key)).toEqual(['2025-01-18:2', '2025-01-19:2', '2025-01-18:2']);
  });

  it('a lost answer: the cell is read again and the server decides: reached is done, not reached failed, unreadable unknown', async () => {
    // Saturday's lunch reached the server; Sunday's did not; then (a retry) Sunday's re-read fails.
    const held: Record<string, CellChoice | null> = {
      '2025-01-18:2': { foodTypeId: 1, count: 1 },
      '2025-01-19:2': null,
    };
    let readable = true;
    const { actor, applied, refreshed } = start(
      async () => {
        throw LOST;
      },
      undefined,
      async (cell) => {
        if (!readable) throw new Error('down');
        return held[cell.key] ?? null;
      },
    );
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.confirm' });
    let s = await waitFor(actor, (x) => x.matches('done'));
    expect(s.context.results['2025-01-18:2']).toEqual({ status: 'done', reread: { foodTypeId: 1, count: 1 } });
    expect(s.context.results['2025-01-19:2']).toMatchObject({ status: 'failed', error: LOST, reread: null });
    expect(changesOf(s.context.cells, s.context.week!).map((c) => c.key)).toEqual(['2025-01-19:2']);
    expect(refreshed()).toBe(1);
    readable = false;
    actor.send({ type: 'user.retryFailed' });
    s = await waitFor(actor, (x) => x.matches('done') && x.context.results['2025-01-19:2']?.status === 'unknown');
    expect(applied.map((c) => c.key)).toEqual(['2025-01-18:2', '2025-01-19:2', '2025-01-19:2']);
    // Unknown is not "failed": nothing is offered to retry blindly.
    actor.send({ type: 'user.retryFailed' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('nothing to change: confirm does nothing; new preferences re-plan and are saved, edits kept', async () => {
    const { actor, saved } = start(
      async () => {},
      async () => loaded(week(), prefs({ meals: {} })),
    );
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'user.edit', key: '2025-01-18:3', target: { foodTypeId: 1, count: 1 } });
    actor.send({ type: 'user.setPreferences', prefs: prefs() });
    const cells = actor.getSnapshot().context.cells;
    expect(cells.find((c) => c.key === '2025-01-18:3')).toMatchObject({ edited: true, target: { foodTypeId: 1 } });
    expect(cells.find((c) => c.key === '2025-01-19:2')?.target).not.toBeNull();
    expect(saved).toHaveLength(1);
  });

  it('a failed load can be retried', async () => {
    let calls = 0;
    const { actor } = start(
      async () => {},
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return loaded();
      },
    );
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
  });

  it('model: every state is reachable and every transition is taken', () => {
    const c = graphCoverage(weekPlanMachine.provide({ guards: { answerLost } }), {
      inputs: [{ weekStart: '2025-01-18' }],
      events: [
        { type: 'xstate.done.actor.loadWeek', output: loaded() },
        { type: 'xstate.error.actor.loadWeek', error: new Error('down') },
        { type: 'user.retry' },
        { type: 'user.edit', key: '2025-01-18:2', target: { foodTypeId: 2, count: 1 } },
        { type: 'user.setPreferences', prefs: prefs({ meals: {} }) },
        { type: 'user.confirm' },
        { type: 'xstate.done.actor.applyCell' },
        { type: 'xstate.error.actor.applyCell', error: { status: 400 } },
        { type: 'xstate.error.actor.applyCell', error: LOST },
        { type: 'xstate.done.actor.rereadCell', output: null },
        { type: 'xstate.error.actor.rereadCell', error: new Error('down') },
        { type: 'user.retryFailed' },
        { type: 'user.replan' },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.index,
          s.context.queue.length,
          Object.values(s.context.results as Record<string, { status: string }>).map((r) => r.status),
          (s.context.cells as { target: unknown }[]).filter((c) => c.target).length,
        ]),
    });
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions).toEqual([]);
    expect([...WEEK_PLAN_STATES].sort()).toEqual(Object.keys(weekPlanMachine.root.states).sort());
  });
});
