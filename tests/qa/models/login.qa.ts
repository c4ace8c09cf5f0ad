/**
 * Login (machines/login.machine.ts) with and without the captcha, on /login of the production build.
 * The traversal fills the form in one order (username, password, the captcha when it is on), then
 * submits: the token call succeeds (the right captcha) or fails (a wrong one). The captcha child
 * does not run during the traversal, so `regenerateCaptcha` is provided as what the child would
 * report (a new captcha loading: image and text gone) and a `captcha.updated` ready event brings
 * the next one.
 */
import { expect } from '@playwright/test';
import { assign } from 'xstate';
import { canSubmitLogin, type LoginEvent, loginMachine } from '../../../machines/login.machine';
import {
  ACCOUNTS,
  currentCaptchaText,
  expectAny,
  resetMock,
  storedAccessToken,
  trackCaptcha,
  wrongCaptcha,
} from '../qa-kit';
import { defaultEventName, type QaContext, type QaModel, type QaStep } from '../qa-model';

const machine = loginMachine.provide({
  actions: {
    regenerateCaptcha: assign({ captcha: null, captchaText: '', captchaStatus: 'loading' as const }),
  },
});
type M = typeof machine;

const READY: LoginEvent = {
  type: 'captcha.updated',
  status: 'ready',
  captcha: { image: 'qa', validation: 'qa' },
  nonce: 'qa',
};

/** What the invoked calls answer during the traversal (the browser gets the mock server's). */
const OUTCOMES = [
  { type: 'xstate.done.actor.requestToken', output: { access_token: 'a', refresh_token: 'r' } },
  { type: 'xstate.error.actor.requestToken', error: new Error('qa') },
  { type: 'xstate.done.actor.loadProfile', output: { username: 'student', firstName: 'سارا', lastName: 'محمدی' } },
] as unknown as LoginEvent[];

/** One next action per form state keeps the graph small: fill in order, then submit. */
function nextEvents(s: ReturnType<M['getInitialSnapshot']>): LoginEvent[] {
  const c = s.context;
  const events: LoginEvent[] = [];
  if (c.captchaEnabled && c.captcha === null) events.push(READY);
  // The user waits out the 2 s message: typing during it would race its timer in the browser.
  if (s.matches({ form: { entry: 'showingError' } })) return [...events, ...OUTCOMES];
  if (!c.username) events.push({ type: 'user.input', field: 'username', value: ACCOUNTS.student.username });
  else if (!c.password) events.push({ type: 'user.input', field: 'password', value: ACCOUNTS.student.password });
  else if (c.captchaEnabled && c.captcha && !c.captchaText)
    events.push({ type: 'user.input', field: 'captchaText', value: 'qa' });
  if (canSubmitLogin(c)) events.push({ type: 'user.submit' });
  return [...events, ...OUTCOMES];
}

const submit = (ctx: QaContext) => ctx.page.getByTestId('login-submit');
const busy = (ctx: QaContext) => ctx.page.locator('[data-testid="login-submit"][data-loading="true"]');

/**
 * The token call ends as the next step says. Refused: a wrong captcha (the server's own rule), or a
 * wrong password when the captcha is off (put right again before a later attempt).
 */
async function prepareOutcome(ctx: QaContext, next: QaStep<M> | undefined): Promise<void> {
  const password = ctx.page.locator('input[name="password"]');
  if (next?.event.type !== 'xstate.error.actor.requestToken') {
    if (ctx.memo.wrongPassword) await password.fill(ACCOUNTS.student.password);
    ctx.memo.wrongPassword = false;
    return;
  }
  const captcha = ctx.page.locator('input[name="captcha"]');
  if (await captcha.count()) await captcha.fill(wrongCaptcha(await currentCaptchaText(ctx)));
  else {
    await password.fill('wrong-password');
    ctx.memo.wrongPassword = true;
  }
}

function loginModel(variant: 'captcha' | 'no-captcha'): QaModel<M> {
  const captchaEnabled = variant === 'captcha';
  return {
    id: 'login',
    variant,
    machine,
    input: { captchaEnabled },
    events: (s) => nextEvents(s),
    // Only the form's own progress and the token outcomes; a failed profile call is the session's affair.
    filterEvents: (_s, e) =>
      (e.type as string) !== 'xstate.error.actor.loadProfile' && e.type !== 'user.refreshCaptcha',
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        !!s.context.username,
        !!s.context.password,
        !!s.context.captcha,
        !!s.context.captchaText,
        Math.min(s.context.attempts, 2),
      ]),
    eventName: (e) => {
      if (e.type === 'user.input') return e.field === 'captchaText' ? 'captcha' : 'credentials';
      if ((e.type as string) === 'xstate.done.actor.requestToken') return 'accepted';
      if ((e.type as string) === 'xstate.error.actor.requestToken') return 'refused';
      if ((e.type as string) === 'xstate.done.actor.loadProfile') return 'welcome';
      return e.type === 'captcha.updated' ? '' : defaultEventName(e);
    },
    paths: { shortest: true, simple: true, maxSteps: 14, maxScenarios: 6, keep: (p) => p.steps.length > 1 },
    async setup(ctx) {
      await resetMock(ctx, captchaEnabled ? 'student-captcha' : 'student');
      trackCaptcha(ctx);
      await ctx.page.goto('/login');
    },
    states: {
      form: async ({ page }) => expect(page.getByTestId('login-form')).toBeVisible(),
      'form.captcha.active': async ({ page }) => expect(page.locator('input[name="captcha"]')).toBeVisible(),
      'form.captcha.disabled': async ({ page }) => expect(page.locator('input[name="captcha"]')).toHaveCount(0),
      'form.entry.editing': async (ctx) => {
        await expect(ctx.page.getByTestId('login-error')).toBeHidden();
        await expect(submit(ctx)).not.toHaveAttribute('data-loading', 'true');
      },
      // Busy states pass quickly (a 1.5 s result delay): the busy button, or what follows already.
      'form.entry.submitting': async (ctx) =>
        expectAny(
          busy(ctx),
          ctx.page.getByTestId('login-error'),
          ctx.page.getByTestId('login-welcome'),
          ctx.page.getByTestId('user-menu-button'),
        ),
      // The refusal shows 1.5 s after the answer, for 2 s: the submit waited for it to appear (below),
      // so on a loaded machine these steps may find it already gone, back to editing.
      'form.entry.delayingFailure': async (ctx) => {
        expect(ctx.memo.errorSeen, 'the refusal was shown').toBe(true);
        await expectAny(busy(ctx), ctx.page.getByTestId('login-error'), submit(ctx));
      },
      'form.entry.showingError': async (ctx) => {
        expect(ctx.memo.errorSeen, 'the refusal was shown').toBe(true);
        await expectAny(ctx.page.getByTestId('login-error'), submit(ctx));
      },
      delayingSuccess: async (ctx) =>
        expectAny(busy(ctx), ctx.page.getByTestId('login-welcome'), ctx.page.getByTestId('user-menu-button')),
      loadingProfile: async (ctx) =>
        expectAny(busy(ctx), ctx.page.getByTestId('login-welcome'), ctx.page.getByTestId('user-menu-button')),
      welcome: async ({ page }) => expectAny(page.getByTestId('login-welcome'), page.getByTestId('user-menu-button')),
      done: async ({ page }) => {
        await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
        expect(await storedAccessToken(page)).toBeTruthy();
      },
    },
    on: {
      'user.input': async (ctx, step) => {
        const e = step.event as Extract<LoginEvent, { type: 'user.input' }>;
        if (e.field === 'captchaText')
          await ctx.page.locator('input[name="captcha"]').fill(await currentCaptchaText(ctx));
        else await ctx.page.locator(`input[name="${e.field}"]`).fill(e.value);
      },
      'user.submit': async (ctx, _step, next) => {
        await prepareOutcome(ctx, next);
        ctx.memo.errorSeen = false;
        await submit(ctx).click();
        if (next?.event.type === 'xstate.error.actor.requestToken') {
          await expect(ctx.page.getByTestId('login-error')).toBeVisible();
          ctx.memo.errorSeen = true;
        }
      },
    },
  };
}

export const loginModels = [loginModel('captcha'), loginModel('no-captcha')];
