/**
 * One reserve item's count (machines/reserve-count.machine.ts) on /food/reserve: next week's
 * Tuesday lunch at the central dining hall (free, at most 3 a person; the mock clock and the
 * browser clock are a fixed Wednesday, as in tests/e2e/reservation.spec.ts). Reserve, plus, minus
 * (in default mode minus cancels the whole count), each save succeeding or refused once (a fault
 * on PUT /rest/reserves/{id}/reserve, the default mode's call: the count reverts). Clicks during a save are the unit test's affair.
 */
import { expect, type Locator } from '@playwright/test';
import type { EventFromLogic } from 'xstate';
import { reserveCountMachine } from '../../../machines/reserve-count.machine';
import { addFault, apiLogin, readForcedMessages, resetMock, seedTokens } from '../qa-kit';
import type { QaContext, QaModel, QaStep } from '../qa-model';

type M = typeof reserveCountMachine;

const NOW = '2025-01-15T08:30:00+03:30';
const TUESDAY = { iso: '2025-01-21', food: 'عدس‌پلو با گوشت چرخ‌کرده' };
const persian = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

type E = EventFromLogic<M>;
const OK = { type: 'xstate.done.actor.saveCount', output: undefined } as unknown as E;
const FAIL = { type: 'xstate.error.actor.saveCount', error: new Error('qa') } as unknown as E;
const RESERVE: E = { type: 'user.reserve' };
const INCREMENT: E = { type: 'user.increment' };
const DECREMENT: E = { type: 'user.decrement' };

const day = (ctx: QaContext): Locator => ctx.page.getByTestId(`day-${TUESDAY.iso}`);
const counter = (ctx: QaContext) => day(ctx).locator('[data-testid^="counter-"]');
const countText = (ctx: QaContext) => day(ctx).locator('[data-testid^="count-"]');

async function clickAndSettle(ctx: QaContext, button: Locator, next: QaStep<M> | undefined): Promise<void> {
  if (next?.event.type === 'xstate.error.actor.saveCount')
    await addFault(ctx, { method: 'PUT', path: '/rest/reserves/{id}/reserve', status: 500, times: 1 });
  await button.click();
}

export const reserveCountModel: QaModel<M> = {
  id: 'reserve-count',
  machine: reserveCountMachine,
  input: {
    itemId: 1,
    count: 0,
    validMinCount: 1,
    validMaxCount: 3,
    validTotalCount: 3,
    mealReservedCount: 0,
    reserveRuleViolated: false,
    cancelRuleViolated: false,
    mode: 'default',
  },
  // A save answers nothing (the count asked for is taken) or fails.
  events: [OK, FAIL],
  eventName: (e) => (e.type === OK.type ? 'saved' : e.type === FAIL.type ? 'refused' : e.type.replace('user.', '')),
  // Only clicks while idle (a save here takes milliseconds), and no server pushes.
  filterEvents: (s, e) =>
    s.matches('idle') ? e.type.startsWith('user.') : !e.type.startsWith('user.') && e.type !== 'server.updated',
  serializeState: (s) => JSON.stringify([s.value, s.context.count, s.context.confirmedCount]),
  paths: {
    shortest: true,
    simple: true,
    prefixes: true,
    // A refused save comes back to a count already seen: spelled out.
    sequences: [
      [RESERVE, FAIL],
      [RESERVE, OK, DECREMENT, OK],
      [RESERVE, OK, INCREMENT, FAIL],
    ],
    maxSteps: 6,
    maxScenarios: 6,
    keep: (p) => p.steps.length > 1 && p.state.matches('idle'),
  },
  async setup(ctx) {
    await resetMock(ctx, 'student', NOW);
    const tokens = await apiLogin(ctx);
    await readForcedMessages(ctx, tokens);
    await ctx.page.clock.setFixedTime(new Date(NOW));
    await seedTokens(ctx.page, tokens);
    await ctx.page.setViewportSize({ width: 1440, height: 1000 });
    await ctx.page.goto('/food/reserve');
    const chooser = ctx.page.getByRole('dialog');
    await chooser.getByRole('radio', { name: /سلف مرکزی/ }).click();
    await expect(chooser).toBeHidden();
    await ctx.page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }).click();
    await expect(day(ctx)).toBeVisible();
  },
  states: {
    idle: async (ctx, s) => {
      if (s.context.count === 0)
        await expect(day(ctx).getByRole('button', { name: `رزرو ${TUESDAY.food}`, exact: true })).toBeVisible();
      else {
        await expect(counter(ctx)).not.toHaveAttribute('aria-busy', 'true');
        await expect(countText(ctx)).toHaveText(persian(s.context.count));
      }
    },
    // A save takes milliseconds: the busy counter, or the count it is saving already shown.
    saving: async (ctx) => expect(day(ctx)).toBeVisible(),
  },
  on: {
    'user.reserve': async (ctx, _s, next) =>
      clickAndSettle(ctx, day(ctx).getByRole('button', { name: `رزرو ${TUESDAY.food}`, exact: true }), next),
    'user.increment': async (ctx, _s, next) => clickAndSettle(ctx, day(ctx).locator('[data-testid^="plus-"]'), next),
    'user.decrement': async (ctx, _s, next) => {
      await clickAndSettle(ctx, day(ctx).locator('[data-testid^="minus-"]'), next);
      // Minus cancelling the whole count (a refund) asks first: confirmed here.
      await ctx.page.getByRole('dialog', { name: 'لغو رزرو' }).getByTestId('cancel-reserve-confirm').click();
    },
  },
};
