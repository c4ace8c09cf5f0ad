/**
 * The captcha child (machines/captcha.machine.ts) as the login page shows it (persona
 * student-captcha): loading, ready (the 110 px image), failed (the alert and the refresh button).
 * A load that must fail gets a one-time fault on POST /rest/captcha before it starts.
 * `captcha.regenerate` is the parent's (after a failed login): the login model covers it.
 */
import { expect } from '@playwright/test';
import type { EventFromLogic } from 'xstate';
import { captchaMachine } from '../../../machines/captcha.machine';
import { addFault, resetMock, trackCaptcha } from '../qa-kit';
import type { QaContext, QaModel, QaStep } from '../qa-model';

// The parent is not there during the traversal: reporting to it is a no-op.
const machine = captchaMachine.provide({ actions: { report: () => {} } });
type M = typeof machine;

/** The load that starts now ends as the next step says. */
async function prepareLoad(ctx: QaContext, next: QaStep<M> | undefined): Promise<void> {
  if (next?.event.type === 'xstate.error.actor.fetchCaptcha')
    await addFault(ctx, { method: 'POST', path: '/rest/captcha', times: 1 });
}

type E = EventFromLogic<M>;
const OK = { type: 'xstate.done.actor.fetchCaptcha', output: { image: 'qa', validation: 'qa' } } as unknown as E;
const FAIL = { type: 'xstate.error.actor.fetchCaptcha', error: new Error('qa') } as unknown as E;
const REFRESH: E = { type: 'captcha.refresh' };

const refresh = (ctx: QaContext) => ctx.page.getByTestId('captcha-refresh');

export const captchaModel: QaModel<M> = {
  id: 'captcha',
  machine,
  events: [OK, FAIL],
  filterEvents: (_s, e) => e.type !== 'captcha.regenerate',
  eventName: (e) => (e.type === 'captcha.refresh' ? 'refresh' : e.type.startsWith('xstate.done') ? 'shown' : 'fails'),
  paths: {
    shortest: true,
    simple: true,
    // Retries come back to a state already seen: spelled out.
    sequences: [
      [FAIL, REFRESH, OK],
      [OK, REFRESH, FAIL, REFRESH, OK],
    ],
    maxSteps: 5,
    maxScenarios: 5,
    keep: (p) => p.steps.length > 1,
  },
  async setup(ctx, steps) {
    await resetMock(ctx, 'student-captcha');
    trackCaptcha(ctx);
    await prepareLoad(ctx, steps[1]);
    await ctx.page.goto('/login');
  },
  states: {
    // The field is there; the image may already have arrived (a load takes milliseconds).
    loading: async ({ page }) => expect(page.locator('input[name="captcha"]')).toBeVisible(),
    ready: async ({ page }) => {
      await expect(page.getByTestId('captcha-image')).toBeVisible();
      expect(await page.getByTestId('captcha-image').evaluate((img) => img.getBoundingClientRect().width)).toBe(110);
    },
    failed: async ({ page }) => {
      await expect(page.getByTestId('captcha-image')).toHaveCount(0);
      await expect(page.locator('[data-testid="login-form"] [role="alert"]').first()).toBeVisible();
    },
  },
  on: {
    'captcha.refresh': async (ctx, _step, next) => {
      await prepareLoad(ctx, next);
      await refresh(ctx).click();
    },
  },
};
