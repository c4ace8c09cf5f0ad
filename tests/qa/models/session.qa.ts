/**
 * The session (machines/session.machine.ts): sign-in and logout, a profile that fails at start,
 * the single-sign-on (CAS) callback, the automatic logout and the forced password change. Five
 * variants, each its own input and start: signed out (the login form signs in), stored tokens (the
 * app starts signed in), CAS (the login page's single sign-on button, then the university's CAS
 * server, played by the page's routes, sends the tab back to /loginCas/… with a real token pair:
 * the callback accepts tokens only for a login started in this tab), auto-logout (persona
 * auto-logout, 30 s; the browser clock is installed, stopped at the countdown and run forward instead
 * of waiting; the warning's own button logs out), forced
 * (persona force-change-password: the profile loads, the next call is answered 403
 * USER_FORCE_CHANGE_PASSWORD and the blocking modal stays until the password is changed).
 * A profile that fails at start shows the full-page error (require-auth.tsx): retry or logout; the
 * login page is not on screen there, so `login.succeeded` from profileFailed is not replayed.
 * Not replayed (no page causes them on purpose): a refresh that fails (`server.sessionExpired`),
 * a university switch.
 */
import { expect } from '@playwright/test';
import type { SessionEvent, sessionMachine } from '../../../machines/session.machine';
import { sessionMachine as machine } from '../../../machines/session.machine';
import {
  ACCOUNTS,
  addFault,
  apiLogin,
  expectAny,
  expectSeen,
  readForcedMessages,
  resetMock,
  seedTokens,
  type Tokens,
  watchFor,
} from '../qa-kit';
import { defaultEventName, type QaContext, type QaModel } from '../qa-model';

type M = typeof sessionMachine;
type Variant = 'signed-out' | 'stored' | 'cas' | 'auto-logout' | 'forced';

const TOKENS = { access_token: 'a', refresh_token: 'r' };
const EVENTS: SessionEvent[] = [
  { type: 'login.succeeded', tokens: TOKENS, profile: { username: 'student' } },
  { type: 'cas.tokens', accessToken: 'access_token=a', refreshToken: 'refresh_token=r' },
  { type: 'route.changed', path: '/faq' },
  { type: 'server.forcePasswordChange' },
  { type: 'user.passwordChanged' },
  ...([
    { type: 'xstate.done.actor.loadProfile', output: { username: 'student' } },
    { type: 'xstate.done.actor.loadCasProfile', output: { username: 'student' } },
    { type: 'xstate.error.actor.loadProfile', error: new Error('qa') },
    { type: 'xstate.error.actor.loadCasProfile', error: new Error('qa') },
    { type: 'xstate.done.actor.callLogout', output: {} },
    { type: 'xstate.error.actor.callLogout', error: new Error('qa') },
  ] as unknown as SessionEvent[]),
];

const EVENTS_BY_TYPE = (type: string): SessionEvent => EVENTS.find((e) => e.type === type)!;
const NOT_REPLAYED = new Set(['server.sessionExpired', 'university.changed']);
const FORCED_EVENTS = new Set(['server.forcePasswordChange', 'user.passwordChanged']);
const NEW_PASSWORD = 'Rz!9Kq#2vLm';

const loginForm = (ctx: QaContext) => ctx.page.getByTestId('login-form');

/** The university's CAS server in the CAS variant: not the mock's, so the page's routes play it. */
const CAS_URL = 'https://cas.qa.example/login';
/** Where a CAS user's logout ends (the app derives it from the login address, platform.md: "goes to the CAS logout URL"). */
const CAS_LOGOUT_URL = 'https://cas.qa.example/logout';

/**
 * The CAS variant's university offers single sign-on (its runtime config gets a CAS address), and
 * the CAS server signs the student in and sends the tab back to the callback with the token pair,
 * as the backend builds it (/loginCas/access_token=…/refresh_token=…).
 */
async function playCasServer(ctx: QaContext, tokens: Tokens): Promise<void> {
  await ctx.page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as { university?: Record<string, unknown> };
    await route.fulfill({
      json: { ...config, university: { ...config.university, casUrl: CAS_URL, forceCas: false } },
    });
  });
  await ctx.page.route(`${CAS_URL}**`, async (route) => {
    const back = new URL(
      `/loginCas/access_token=${tokens.access_token}/refresh_token=${tokens.refresh_token}`,
      ctx.page.url(),
    ).href;
    await route.fulfill({ status: 302, headers: { location: back } });
  });
  await ctx.page.route(`${CAS_LOGOUT_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>CAS</title><h1 data-testid="cas-logged-out">Logged out of CAS</h1>',
    }),
  );
}
const userMenu = (ctx: QaContext) => ctx.page.getByTestId('user-menu-button');
const autoLogoutWarning = (page: QaContext['page']) => page.getByTestId('auto-logout-warning');
/** The profile's full-page error (require-auth.tsx) offers it. */
const retryButton = (page: QaContext['page']) => page.getByRole('button', { name: 'تلاش دوباره' });

function sessionModel(variant: Variant): QaModel<M> {
  const input = {
    hasStoredTokens: variant === 'stored' || variant === 'auto-logout' || variant === 'forced',
    autoLogoutSeconds: variant === 'auto-logout' ? 30 : -1,
    casLogoutUrl: null,
  };
  return {
    id: 'session',
    variant,
    machine,
    input,
    events: EVENTS,
    filterEvents: (s, e) => {
      if (NOT_REPLAYED.has(e.type)) return false;
      // The forced variant: its profile loads, then the change is demanded once and made once; the
      // only other event is the profile's answer.
      if (variant === 'forced') {
        if (e.type === 'server.forcePasswordChange')
          return s.matches({ signedIn: { access: 'active' } }) && !s.context.forcePasswordChange && !s.context.error;
        return FORCED_EVENTS.has(e.type) || (e.type as string) === 'xstate.done.actor.loadProfile';
      }
      if (FORCED_EVENTS.has(e.type)) return false;
      // CAS tokens arrive only in the CAS variant, and only once, while signed out.
      if (e.type === 'cas.tokens')
        return variant === 'cas' && s.matches('signedOut') && !s.context.profile && !s.context.logoutReason;
      if (variant === 'cas' && e.type === 'login.succeeded') return false;
      // One sign-in per scenario, from the first signed-out state (not from the profile's error page).
      if (e.type === 'login.succeeded') return !s.context.logoutReason && !s.matches('profileFailed');
      return true;
    },
    eventName: (e) => {
      if (e.type === 'login.succeeded') return 'login';
      if (e.type === 'route.changed') return 'navigate';
      if (e.type === 'server.forcePasswordChange') return 'change-demanded';
      if (e.type === 'user.passwordChanged') return 'password-changed';
      if (e.type.startsWith('xstate.after.logoutTimeout')) return 'logout-hangs';
      if (e.type.startsWith('xstate.after.untilWarning')) return 'idle';
      if (e.type.startsWith('xstate.after.warningLead')) return 'auto-logout';
      if (e.type.startsWith('xstate.after.casErrorLogout')) return 'cas-logout';
      return defaultEventName(e);
    },
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.logoutReason, !!s.context.profile, s.context.forcePasswordChange]),
    paths: {
      shortest: true,
      simple: true,
      maxSteps: 6,
      maxScenarios: variant === 'auto-logout' || variant === 'signed-out' ? 5 : variant === 'forced' ? 1 : 3,
      // Back to the active state it left (a loop no simple path takes): spelled out.
      sequences:
        variant === 'forced'
          ? [
              [
                EVENTS_BY_TYPE('xstate.done.actor.loadProfile'),
                EVENTS_BY_TYPE('server.forcePasswordChange'),
                EVENTS_BY_TYPE('user.passwordChanged'),
              ],
            ]
          : [],
      // The forced variant ends when the modal has let the user go.
      keep: (p) =>
        p.steps.length > 1 && (variant !== 'forced' || p.steps.at(-1)?.event.type === 'user.passwordChanged'),
    },
    async setup(ctx, steps) {
      const persona =
        variant === 'auto-logout' ? 'auto-logout' : variant === 'forced' ? 'force-change-password' : 'student';
      await resetMock(ctx, persona);
      const tokens = await apiLogin(ctx, persona);
      // (The forced persona's inbox answers 403 until the password is changed: read after it.)
      if (variant !== 'forced') await readForcedMessages(ctx, tokens);
      ctx.memo.tokens = tokens;
      if (variant === 'auto-logout') await ctx.page.clock.install();
      if (variant === 'cas') {
        await playCasServer(ctx, tokens);
        ctx.memo.casProfileFails = steps.some((s) => s.event.type === 'xstate.error.actor.loadCasProfile');
      }
      if (input.hasStoredTokens) {
        await seedTokens(ctx.page, tokens);
        if (steps[1]?.event.type === 'xstate.error.actor.loadProfile')
          await addFault(ctx, { method: 'GET', path: '/rest/users/me', times: 1 });
      }
      await ctx.page.goto('/');
    },
    states: {
      signedOut: async (ctx, snapshot) => {
        // A CAS user's logout (theirs or after a CAS failure) ends on the CAS server's logout page.
        if (variant === 'cas' && snapshot.context.logoutReason) {
          await expect(ctx.page).toHaveURL(CAS_LOGOUT_URL, { timeout: 15_000 });
          await expect(ctx.page.getByTestId('cas-logged-out')).toBeVisible();
          return;
        }
        await expect(loginForm(ctx)).toBeVisible({ timeout: 15_000 });
      },
      // Passes quickly: the loader, or what the profile's answer brought already (signed in, the
      // login form, or the profile's error page when it failed).
      loadingProfile: async (ctx) =>
        expectAny(ctx.page.getByRole('status'), userMenu(ctx), loginForm(ctx), retryButton(ctx.page)),
      profileFailed: async ({ page }) => expect(retryButton(page)).toBeVisible({ timeout: 15_000 }),
      signedIn: async (ctx) => expect(userMenu(ctx)).toBeVisible({ timeout: 15_000 }),
      'signedIn.access.active': async ({ page, memo }) => {
        // The forced persona's first call after the profile is answered 403 at once: its active state
        // lasts milliseconds before the change is demanded; after the change, no modal.
        if (variant === 'forced' && !memo.passwordChanged) return;
        await expect(page.locator('[data-testid$="-password-modal"]')).toHaveCount(0);
      },
      // (The modal's root box has no size of its own: its form is what shows.)
      'signedIn.access.forcedPasswordChange': async ({ page }) =>
        expect(page.getByTestId('forced-password-modal').getByTestId('password-change-form')).toBeVisible({
          timeout: 15_000,
        }),
      'signedIn.autoLogout.off': async ({ page }) => expect(page.getByTestId('auto-logout-warning')).toHaveCount(0),
      'signedIn.autoLogout.counting': async ({ page }) => expect(page.getByTestId('auto-logout-warning')).toBeHidden(),
      'signedIn.autoLogout.warning': async ({ page }) => expect(autoLogoutWarning(page)).toBeVisible(),
      // Passes quickly: the logout page, or where it leads already (the CAS server's logout page for a CAS user).
      loggingOut: async (ctx) =>
        expectAny(
          ctx.page.getByTestId('logout'),
          loginForm(ctx),
          ctx.page.getByRole('status'),
          ctx.page.getByTestId('cas-callback'),
          ctx.page.getByTestId('cas-logged-out'),
        ),
      // The tokens leave the address bar at once.
      'cas.waiting': async ({ page }) => {
        await expect(page.getByTestId('cas-callback')).toBeVisible();
        await expect(page).toHaveURL(/\/loginCas$/);
      },
      'cas.loadingProfile': async (ctx) => expectAny(ctx.page.getByTestId('cas-callback'), userMenu(ctx)),
      // Shown 1.2 s, then the logout: it appeared (a loaded machine may assert after it has gone).
      'cas.failed': async (ctx) => expectSeen(ctx, 'casError', 'the CAS error'),
    },
    on: {
      'login.succeeded': async (ctx) => {
        await ctx.page.locator('input[name="username"]').fill(ACCOUNTS.student.username);
        await ctx.page.locator('input[name="password"]').fill(ACCOUNTS.student.password);
        await ctx.page.getByTestId('login-submit').click();
      },
      // The person chooses single sign-on on the login page (which marks the login as started in
      // this tab) and comes back from the CAS server with the tokens.
      'cas.tokens': async (ctx) => {
        const { page } = ctx;
        // The CAS profile call fails: set up before the login (its 2.2 s wait may pass before the
        // next step on a loaded machine), and the CAS error, shown 1.2 s before the logout, watched.
        if (ctx.memo.casProfileFails) {
          await addFault(ctx, { method: 'GET', path: '/rest/users/me', times: 1 });
          await watchFor(ctx, 'casError', '[data-testid="cas-callback"] [role="alert"]');
        }
        await page.getByRole('button', { name: 'ورود یکپارچه', exact: true }).click();
        await page.getByTestId('sso-panel').getByRole('button', { name: 'ادامه با ورود یکپارچه' }).click();
      },

      'user.logout': async (ctx, step, next) => {
        if (next?.event.type === 'xstate.error.actor.callLogout')
          await addFault(ctx, { method: 'POST', path: '/rest/oauth/*/logout', times: 1 });
        if (next?.event.type.startsWith('xstate.after.logoutTimeout'))
          await addFault(ctx, { method: 'POST', path: '/rest/oauth/*/logout', kind: 'timeout', times: 1 });
        // The auto-logout warning has its own logout (clicked while the clock stands, then it runs on).
        if (ctx.memo.clockPaused) {
          await autoLogoutWarning(ctx.page).getByRole('button', { name: 'همین حالا خارج شو' }).click();
          await ctx.page.clock.resume();
          ctx.memo.clockPaused = false;
          return;
        }
        // The profile's error page has its own logout.
        const pageLogout = ctx.page.getByRole('button', { name: 'خروج', exact: true });
        if (await pageLogout.isVisible()) {
          await pageLogout.click();
          return;
        }
        if (!(await userMenu(ctx).isVisible())) {
          await ctx.page.goto('/logout');
          return;
        }
        await userMenu(ctx).click();
        await ctx.page.locator('[data-entry="logout"]').click();
      },
      'user.retry': async ({ page }) => retryButton(page).click(),
      // Nothing to do: the app's next call (the inbox, the home page's data) is answered 403.
      'server.forcePasswordChange': async () => {},
      'user.passwordChanged': async ({ page, memo }) => {
        const form = page.getByTestId('forced-password-modal').getByTestId('password-change-form');
        await form.locator('input[autocomplete="current-password"]').fill(ACCOUNTS.student.password);
        await form.locator('input[autocomplete="new-password"]').first().fill(NEW_PASSWORD);
        await form.locator('input[autocomplete="new-password"]').last().fill(NEW_PASSWORD);
        await form.locator('button[type="submit"]').click();
        await expect(page.getByTestId('forced-password-modal')).toHaveCount(0);
        memo.passwordChanged = true;
      },
      'route.changed': async ({ page }) => {
        // An in-app navigation (a full load would restart the session): the user menu's first entry.
        await page.getByTestId('user-menu-button').click();
        await page.getByTestId('user-menu').locator('a[data-entry]').first().click();
      },
      // The countdown started when the profile loaded, and the installed clock has followed real
      // time since: a loaded machine may have spent seconds of it already. So the clock stops here,
      // and runs forward a second at a time until the warning shows (a fixed jump to the warning went
      // past the logout too when the machine had already spent the warning's lead); from then on only
      // the model moves it.
      'xstate.after.untilWarning.session.signedIn.autoLogout.counting': async ({ page, memo }) => {
        // (pauseAt only goes forward: a moment ahead of the page's time, which runs on meanwhile.)
        await expect(async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 500))).toPass({
          timeout: 15_000,
        });
        memo.clockPaused = true;
        for (let i = 0; i < 25 && !(await autoLogoutWarning(page).isVisible()); i++) await page.clock.runFor(1_000);
      },
      'xstate.after.warningLead.session.signedIn.autoLogout.warning': async ({ page, memo }) => {
        await page.clock.runFor(10_500);
        await page.clock.resume();
        memo.clockPaused = false;
      },
      // The server's logout hangs (a timeout fault): the signed-out state's check waits for the
      // machine to give up on it.
      'xstate.after.logoutTimeout.session.loggingOut': async () => {},
    },
  };
}

export const sessionModels = (['signed-out', 'stored', 'cas', 'auto-logout', 'forced'] as const).map(sessionModel);
