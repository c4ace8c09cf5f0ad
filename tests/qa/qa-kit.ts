/**
 * Browser and mock-control helpers the QA models share. Everything goes through the preview's
 * origin: `/__mock/…` (control API: personas, clock, faults), `/oauth`, `/rest` are proxied to the
 * standalone mock server (mocks/server.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { PersonaId } from '../../mocks/world/personas';
import { resetMock as resetWorld } from '../e2e/helpers/auth';
import {
  apiLogin as sessionLogin,
  readForcedMessages as readForced,
  seedTokens,
  type Tokens,
} from '../e2e/helpers/session';
import type { QaContext } from './qa-model';

export const ACCOUNTS = {
  student: { username: 'student', password: 'student123' },
} as const;

/** The seeded world with `persona`, no faults, the clock following real time unless `now` is given. */
export const resetMock = ({ request }: QaContext, persona: PersonaId = 'student', now?: string): Promise<void> =>
  resetWorld(request, persona, now);

export interface FaultSpec {
  method?: string;
  path: string;
  kind?: 'error' | 'timeout' | 'malformed' | 'latency';
  status?: number;
  times?: number | null;
  delayMs?: number;
  messageResource?: string;
  /** error: the body answered as is (with `status`, e.g. 200 and a payload the test needs). */
  body?: unknown;
}

/** A fault on the mock server (mocks/faults.ts), e.g. the next captcha load fails once. */
export async function addFault({ request }: QaContext, fault: FaultSpec): Promise<void> {
  const response = await request.post('/__mock/faults', { data: { kind: 'error', status: 500, times: 1, ...fault } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Keeps the nonce of the last captcha the page asked for (memo.captchaNonce). */
export function trackCaptcha(ctx: QaContext): void {
  ctx.page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/rest/captcha') {
      ctx.memo.captchaNonce = (r.postDataJSON() as { nonce: string }).nonce;
    }
  });
}

/** The text of the captcha shown now (waits until its image is there). */
export async function currentCaptchaText(ctx: QaContext): Promise<string> {
  await expect(ctx.page.getByTestId('captcha-image')).toBeVisible();
  const nonce = String(ctx.memo.captchaNonce ?? '');
  const response = await ctx.request.get(`/__mock/captcha?nonce=${encodeURIComponent(nonce)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { text: string }).text;
}

/** A text that is not the captcha's. */
export const wrongCaptcha = (text: string) => (text === '00000' ? '11111' : '00000');

export type { Tokens };

/** A token pair for `persona` straight from /oauth/token (sign-in is not what such a scenario tests). */
export const apiLogin = ({ request }: QaContext, persona: PersonaId = 'student'): Promise<Tokens> =>
  sessionLogin(request, persona);

/** Forced-read messages block the shell; a scenario that is not about them reads them first. */
export const readForcedMessages = ({ request }: QaContext, tokens: Tokens): Promise<void> =>
  readForced(request, tokens);

/** Puts the token pair in local storage before the app's first script (only on the first load). */
export { seedTokens };

export const storedAccessToken = (page: Page) => page.evaluate(() => localStorage.getItem('portal.accessToken'));

/** Either locator shows (the first of several states a fast transition may already have left). */
export async function expectAny(...locators: Locator[]): Promise<void> {
  const [first, ...rest] = locators;
  await expect(rest.reduce((acc, l) => acc.or(l), first!).first()).toBeVisible();
}

/**
 * Watches for a short-lived element (a message shown for a second or two before the page moves on)
 * from now on, in this page and the documents it loads next: a MutationObserver reports its first
 * appearance to the test, so a loaded machine whose assertion comes late still knows it was shown.
 * Check with `expectSeen`.
 */
export async function watchFor(ctx: QaContext, name: string, selector: string): Promise<void> {
  const seen = (ctx.memo.seen ??= {}) as Record<string, boolean>;
  seen[name] = false;
  if (!ctx.memo.seenBound) {
    ctx.memo.seenBound = true;
    await ctx.page.exposeFunction('__qaSeen', (n: string) => {
      seen[n] = true;
    });
  }
  const observe = ([n, sel]: readonly [string, string]) => {
    const report = (window as unknown as { __qaSeen: (n: string) => void }).__qaSeen;
    const observer = new MutationObserver(() => check());
    function check() {
      if (!document.querySelector(sel)) return;
      observer.disconnect();
      report(n);
    }
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    check();
  };
  await ctx.page.addInitScript(observe, [name, selector] as const);
  await ctx.page.evaluate(observe, [name, selector] as const);
}

/** The element `watchFor` was told about has appeared (waits for it like any assertion). */
export async function expectSeen(ctx: QaContext, name: string, what = name): Promise<void> {
  await expect
    .poll(() => (ctx.memo.seen as Record<string, boolean> | undefined)?.[name] ?? false, {
      message: `${what} was shown`,
    })
    .toBe(true);
}
