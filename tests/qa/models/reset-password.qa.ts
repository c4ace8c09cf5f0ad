/**
 * Password recovery (machines/reset-password.machine.ts) on /reset-password, offered only when the
 * deployment turns it on (platform.md 2.2: persona `password-reset`, ui.resetPasswordEnabled; with
 * the default config the page sends the visitor to /login). The captcha is always on. Submitting before a captcha is there warns (the first captcha load fails on purpose, then the
 * user refreshes it); a refused request (a fault) shows the error and a new captcha.
 */
import { expect } from '@playwright/test';
import { assign } from 'xstate';
import {
  canSubmitReset,
  type ResetPasswordEvent,
  resetPasswordMachine,
} from '../../../machines/reset-password.machine';
import { ACCOUNTS, addFault, currentCaptchaText, expectAny, resetMock, trackCaptcha } from '../qa-kit';
import { defaultEventName, type QaContext, type QaModel } from '../qa-model';

const machine = resetPasswordMachine.provide({
  actions: {
    // What the captcha child would report after a failed attempt: a new one is loading.
    regenerateCaptcha: assign({ captcha: null, captchaText: '', captchaStatus: 'loading' as const }),
  },
});
type M = typeof machine;

const READY: ResetPasswordEvent = {
  type: 'captcha.updated',
  status: 'ready',
  captcha: { image: 'qa', validation: 'qa' },
  nonce: 'qa',
};

const OUTCOMES = [
  { type: 'xstate.done.actor.requestPasswordReset', output: {} },
  { type: 'xstate.error.actor.requestPasswordReset', error: new Error('qa') },
] as unknown as ResetPasswordEvent[];

function nextEvents(s: ReturnType<M['getInitialSnapshot']>): ResetPasswordEvent[] {
  return [...formEvents(s), ...OUTCOMES];
}

function formEvents(s: ReturnType<M['getInitialSnapshot']>): ResetPasswordEvent[] {
  const c = s.context;
  const events: ResetPasswordEvent[] = [];
  // The user waits out the 2 s message (typing during it would race its timer in the browser).
  if (s.matches({ form: { entry: 'showingError' } })) return c.captcha === null ? [READY] : [];
  if (!c.username) return [{ type: 'user.input', field: 'username', value: ACCOUNTS.student.username }];
  if (c.captcha === null) {
    events.push(READY);
    // Only before any attempt: the page's first captcha failed to load.
    if (!c.warning && s.matches({ form: { entry: 'editing' } }) && c.captchaStatus === 'loading' && !c.error)
      events.push({ type: 'user.submit' });
    return events;
  }
  if (!c.captchaText) return [{ type: 'user.input', field: 'captchaText', value: 'qa' }];
  if (canSubmitReset(c)) events.push({ type: 'user.submit' });
  return events;
}

const form = (ctx: QaContext) => ctx.page.getByTestId('reset-form');
const submit = (ctx: QaContext) => form(ctx).locator('button[type="submit"]');

export const resetPasswordModel: QaModel<M> = {
  id: 'reset-password',
  machine,
  events: (s) => nextEvents(s),
  filterEvents: (_s, e) => e.type !== 'user.refreshCaptcha',
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      !!s.context.username,
      !!s.context.captcha,
      !!s.context.captchaText,
      !!s.context.warning,
      !!s.context.error,
    ]),
  eventName: (e) => {
    if (e.type === 'user.input') return e.field === 'captchaText' ? 'captcha' : 'username';
    if ((e.type as string) === 'xstate.done.actor.requestPasswordReset') return 'sent';
    if ((e.type as string) === 'xstate.error.actor.requestPasswordReset') return 'refused';
    if (e.type === 'captcha.updated') return 'captcha-ready';
    return defaultEventName(e);
  },
  paths: { shortest: true, simple: true, maxSteps: 10, maxScenarios: 5, keep: (p) => p.steps.length > 1 },
  async setup(ctx, steps) {
    await resetMock(ctx, 'password-reset');
    trackCaptcha(ctx);
    // A submit before the first captcha arrived: that first load fails (the warning case).
    const firstReady = steps.findIndex((s) => s.event.type === 'captcha.updated');
    const firstSubmit = steps.findIndex((s) => s.event.type === 'user.submit');
    if (firstSubmit >= 0 && (firstReady < 0 || firstSubmit < firstReady))
      await addFault(ctx, { method: 'POST', path: '/rest/captcha', times: 1 });
    await ctx.page.goto('/reset-password');
  },
  states: {
    // While submitting, the answer may already have replaced the form with the "sent" message.
    form: async (ctx) => expectAny(form(ctx), ctx.page.getByTestId('reset-sent')),
    'form.captcha.active': async ({ page }) =>
      expectAny(page.locator('input[name="captcha"]'), page.getByTestId('reset-sent')),
    'form.entry.editing': async ({ page }) => expect(page.getByTestId('reset-error')).toBeHidden(),
    'form.entry.submitting': async (ctx) =>
      expectAny(
        form(ctx).locator('button[data-loading="true"]'),
        ctx.page.getByTestId('reset-error'),
        ctx.page.getByTestId('reset-sent'),
      ),
    // The message shows 2 s (and the submit saw it appear, below): a later step of the same state
    // (a new captcha arriving) may find it already gone, back to editing.
    'form.entry.showingError': async ({ page, memo }) => {
      expect(memo.errorShownAt, 'the refusal was shown').toBeTruthy();
      await expectAny(page.getByTestId('reset-error'), submit({ page } as QaContext));
    },
    sent: async ({ page }) => expect(page.getByTestId('reset-sent')).toBeVisible(),
  },
  on: {
    'user.input': async (ctx, step) => {
      const e = step.event as Extract<ResetPasswordEvent, { type: 'user.input' }>;
      if (e.field === 'captchaText')
        await ctx.page.locator('input[name="captcha"]').fill(await currentCaptchaText(ctx));
      else await ctx.page.locator('input[name="username"]').fill(e.value);
    },
    // A captcha arrives by itself, unless the first load failed: then the user refreshes it.
    'captcha.updated': async ({ page }) => {
      await expectAny(page.getByTestId('captcha-image'), page.getByTestId('captcha-refresh'));
      if (!(await page.getByTestId('captcha-image').isVisible())) await page.getByTestId('captcha-refresh').click();
      await expect(page.getByTestId('captcha-image')).toBeVisible();
    },
    'user.submit': async (ctx, step, next) => {
      if (next?.event.type === 'xstate.error.actor.requestPasswordReset')
        await addFault(ctx, { method: 'POST', path: '/rest/users/reset-password/init', status: 400, times: 1 });
      await submit(ctx).click();
      if (step.state.context.warning) await expect(ctx.page.getByTestId('reset-warning')).toBeVisible();
      if (next?.event.type === 'xstate.error.actor.requestPasswordReset') {
        await expect(ctx.page.getByTestId('reset-error')).toBeVisible();
        ctx.memo.errorShownAt = Date.now();
      }
    },
  },
};
