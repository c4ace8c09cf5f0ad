/**
 * The week planner (machines/week-plan.machine.ts) on /food/plan with the week-planner persona: the
 * mock clock and the browser clock a fixed Wednesday (15 January 2025), next week planned from the
 * history at the central dining hall. Loading the week refused once (a 400 on the week's program:
 * not retried) and retried; the plan confirmed, each run ending with every cell reserved, or with
 * Monday's lunch refused once (a 400 on its program's PUT) and retried alone; the week planned again
 * after a run. Not replayed: the cell edits and the preferences (the component test and the e2e do
 * them); a run of the machine's model reserves one cell, the browser's six (the model's week is the
 * smallest that takes every transition; the assertions read the browser's own plan).
 */
import { expect } from '@playwright/test';
import type { EventFromLogic } from 'xstate';
import { weekPlanMachine, type LoadedWeek } from '../../../machines/week-plan.machine';
import { addFault, apiLogin, readForcedMessages, resetMock, seedTokens } from '../qa-kit';
import type { QaContext, QaModel, QaStep } from '../qa-model';

type M = typeof weekPlanMachine;
type E = EventFromLogic<M>;

const NOW = '2025-01-15T08:30:00+03:30';
/** Next Monday's central lunch (programId = epoch day × 100 + self × 10 + slot). */
const MONDAY_LUNCH_PUT = '/rest/reserves/2010812/reserve';

/** The smallest week with something to reserve: one lunch wanted and offered. */
const WEEK: LoadedWeek = {
  week: {
    mealTypes: [{ id: 2, name: 'ناهار' }],
    days: [
      {
        date: '2025-01-20',
        weekday: 2,
        meals: [
          {
            programId: 2010812,
            mealTypeId: 2,
            validTotalCount: 3,
            reserveRuleViolated: false,
            cancelRuleViolated: false,
            reserveDeadline: Date.parse('2025-01-18T12:00:00+03:30'),
            cancelDeadline: Date.parse('2025-01-19T12:00:00+03:30'),
            items: [
              {
                foodTypeId: 1,
                food: 'غذا',
                label: 'غذا',
                price: 1,
                validMinCount: 1,
                validMaxCount: 3,
                selectedCount: 0,
                averageScore: null,
                voteCount: 0,
              },
            ],
          },
        ],
      },
    ],
  },
  prefs: { meals: { '2:2': 1 }, foods: {}, history: {} },
  credit: 1_000_000,
  now: Date.parse(NOW),
};

const LOADED = { type: 'xstate.done.actor.loadWeek', output: WEEK } as unknown as E;
const LOAD_FAILED = { type: 'xstate.error.actor.loadWeek', error: new Error('qa') } as unknown as E;
const APPLIED = { type: 'xstate.done.actor.applyCell', output: undefined } as unknown as E;
const REFUSED = { type: 'xstate.error.actor.applyCell', error: new Error('qa') } as unknown as E;
const CONFIRM: E = { type: 'user.confirm' };
const RETRY: E = { type: 'user.retry' };
const RETRY_FAILED: E = { type: 'user.retryFailed' };
const REPLAN: E = { type: 'user.replan' };

const EVENT_NAMES: Record<string, string> = {
  [LOADED.type]: 'loaded',
  [LOAD_FAILED.type]: 'load-refused',
  [APPLIED.type]: 'reserved',
  [REFUSED.type]: 'refused',
};

/** The week's program read refused once (a 400: not retried), before the step that reads it. */
async function refuseLoadIfNext(ctx: QaContext, next: QaStep<M> | undefined): Promise<void> {
  if (next?.event.type === LOAD_FAILED.type)
    await addFault(ctx, { method: 'GET', path: '/rest/programs/v2', status: 400, messageResource: 'QA_REFUSED' });
}

async function refuseMondayIfNext(ctx: QaContext, next: QaStep<M> | undefined): Promise<void> {
  if (next?.event.type === REFUSED.type)
    await addFault(ctx, { method: 'PUT', path: MONDAY_LUNCH_PUT, status: 400, messageResource: 'QA_REFUSED' });
}

export const weekPlanModel: QaModel<M> = {
  id: 'week-plan',
  machine: weekPlanMachine,
  input: { weekStart: '2025-01-18' },
  events: [LOADED, LOAD_FAILED, APPLIED, REFUSED, CONFIRM, RETRY, RETRY_FAILED, REPLAN],
  eventName: (e) => EVENT_NAMES[e.type] ?? e.type.replace('user.', '').toLowerCase(),
  // The cells are edited by the unit, component and e2e tests; the preferences likewise.
  filterEvents: (_s, e) => e.type !== 'user.edit' && e.type !== 'user.setPreferences',
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      Object.values(s.context.results).map((r) => r.status),
      s.context.cells.filter((c) => c.current).length,
    ]),
  paths: {
    shortest: true,
    simple: true,
    prefixes: false,
    sequences: [[LOAD_FAILED, RETRY, LOADED, CONFIRM, APPLIED]],
    maxSteps: 7,
    maxScenarios: 6,
    keep: (p) => p.state.matches('done') || p.state.matches('editing') || p.state.matches('failed'),
  },
  async setup(ctx, steps) {
    await resetMock(ctx, 'week-planner', NOW);
    const tokens = await apiLogin(ctx);
    await readForcedMessages(ctx, tokens);
    await refuseLoadIfNext(ctx, steps[1]);
    await ctx.page.clock.setFixedTime(new Date(NOW));
    await seedTokens(ctx.page, tokens, { 'portal.selectedSelf': JSON.stringify({ food: 1 }) });
    await ctx.page.setViewportSize({ width: 1440, height: 1000 });
    await ctx.page.goto('/food/plan');
  },
  states: {
    loading: async (ctx) => expect(ctx.page.getByTestId('week-plan-page')).toBeVisible(),
    failed: async (ctx) => {
      await expect(ctx.page.getByRole('alert').filter({ hasText: 'بارگیری هفته انجام نشد.' })).toBeVisible();
      await expect(ctx.page.getByTestId('plan-retry-load')).toBeVisible();
    },
    editing: async (ctx) => {
      await expect(ctx.page.getByTestId('plan-table')).toBeVisible();
      // After a run that reserved every cell, the week read again holds the plan: nothing left to send.
      if (ctx.memo.allReserved === true) await expect(ctx.page.getByTestId('plan-confirm')).toBeDisabled();
      else await expect(ctx.page.getByTestId('plan-confirm')).toBeEnabled();
    },
    // The run takes a fraction of a second: its end is what the next state asserts.
    reserving: async (ctx) => expect(ctx.page.getByTestId('plan-summary')).toBeVisible(),
    done: async (ctx, s) => {
      await expect(ctx.page.getByTestId('plan-progress')).toContainText('پایان');
      const failed = Object.values(s.context.results).some((r) => r.status === 'failed');
      ctx.memo.allReserved = !failed;
      if (failed) {
        await expect(ctx.page.getByTestId('plan-cell-failed')).toHaveCount(1);
        await expect(ctx.page.getByTestId('plan-retry-failed')).toBeVisible();
      } else await expect(ctx.page.getByTestId('plan-cell-failed')).toHaveCount(0);
    },
  },
  on: {
    'user.retry': async (ctx, _s, next) => {
      await refuseLoadIfNext(ctx, next);
      await ctx.page.getByTestId('plan-retry-load').click();
    },
    'user.confirm': async (ctx, _s, next) => {
      await refuseMondayIfNext(ctx, next);
      await ctx.page.getByTestId('plan-confirm').click();
    },
    'user.retryFailed': async (ctx, _s, next) => {
      await refuseMondayIfNext(ctx, next);
      await ctx.page.getByTestId('plan-retry-failed').click();
    },
    'user.replan': async (ctx, _s, next) => {
      await refuseLoadIfNext(ctx, next);
      await ctx.page.getByTestId('plan-again').click();
    },
  },
};
