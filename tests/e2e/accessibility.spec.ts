import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { resetMock } from './helpers/auth';
import { NOT_FOUND_PATH, PARAM_ROUTES, PUBLIC_PATHS, signedInPaths } from './helpers/routed-paths';
import { apiLogin, readForcedMessages, seedTokens, signedIn } from './helpers/session';
import { animationsDone } from './helpers/settle';

/*
 * No serious or critical axe violation (WCAG 2 A and AA) on any screen of the route table,
 * in fa, en and ar, at a desktop and a phone width, nor in the overlays (a modal, the command palette,
 * a Jalali date picker, the forced-message modal). One signed-in page visits every route in turn
 * (in-app navigation, no reload), so the whole table costs a few tests rather than hundreds.
 * The list of routes comes from src/lib/paths.ts (tests/e2e/helpers/routed-paths.ts).
 */

const LANGUAGES = ['fa', 'en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
type Viewport = keyof typeof VIEWPORTS;

interface Finding {
  where: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/** Runs axe on what the page shows now; serious and critical violations land in `found`. */
async function audit(page: Page, where: string, found: Finding[]): Promise<void> {
  const started = Date.now();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  // A11Y_PROGRESS=1 prints one line per screen (time, findings) while the long loops run.
  if (process.env.A11Y_PROGRESS)
    console.log(
      `${where}: ${Date.now() - started} ms, ${violations.map((v) => `${v.id}/${v.impact}/${v.nodes.length}`).join(' ')}`,
    );
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    found.push({
      where,
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`,
      ),
    });
  }
}

/** Per-rule node counts, then every finding: what the failure message shows. */
function report(found: readonly Finding[]): string {
  const perRule = new Map<string, number>();
  for (const f of found) perRule.set(f.rule, (perRule.get(f.rule) ?? 0) + f.nodes.length);
  const counts = [...perRule].map(([rule, n]) => `${rule} ${n}`).join(', ');
  const lines = found.map(
    (f) =>
      `- ${f.where}: ${f.rule} (${f.impact}), ${f.nodes.length} node(s)\n    ${f.nodes.slice(0, 6).join('\n    ')}`,
  );
  return `${found.length} violation(s) [${counts}]\n${lines.join('\n')}`;
}

async function expectClean(found: readonly Finding[]): Promise<void> {
  await test
    .info()
    .attach('axe-findings.json', { body: JSON.stringify(found, null, 2), contentType: 'application/json' });
  expect(found, report(found)).toEqual([]);
}

/** The page has finished loading: no loader or skeleton on screen (or 6 s passed: axe then sees what is there). */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')].some(
          (e) => e.getClientRects().length > 0,
        ),
      undefined,
      { timeout: 6_000 },
    )
    .catch(() => undefined);
  await animationsDone(page);
}

/** In-app navigation (the router follows popstate), so the session and loaded code stay. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

type Scheme = 'light' | 'dark';

/** Reloads the app in `lng` and the colour `scheme` (both local-storage settings read at start). */
async function openIn(page: Page, lng: Language, path = '/', scheme: Scheme = 'light'): Promise<void> {
  await page.evaluate(
    ([l, s]) => {
      window.localStorage.setItem('portal.language', l);
      window.localStorage.setItem('portal.colorScheme', s);
    },
    [lng, scheme] as const,
  );
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await page.evaluate(() => document.fonts.ready);
  await settle(page);
}

/**
 * A11Y_ROUTES (a regular expression, e.g. '^/food/reserve$') audits only the paths it matches: the
 * screens a change touched, or the dark pass after a colour change; unset, every route is visited.
 */
const ONLY = process.env.A11Y_ROUTES ? new RegExp(process.env.A11Y_ROUTES) : null;
const chosen = (paths: readonly string[]) => (ONLY ? paths.filter((p) => ONLY.test(p)) : [...paths]);

/** The first link of each parametrised route's list page: real ids of the seeded world. */
async function paramPaths(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const route of PARAM_ROUTES) {
    await navigate(page, route.listedOn);
    const firstLink = async () => {
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      return hrefs.find((h) => route.link.test(h));
    };
    await expect.poll(firstLink, { message: `no link to ${route.pattern} on ${route.listedOn}` }).toBeTruthy();
    found.push((await firstLink())!);
  }
  return found;
}

/** Every signed-in route (or the A11Y_ROUTES ones) in one language, width and colour scheme. */
async function auditSignedIn(
  page: Page,
  request: APIRequestContext,
  lng: Language,
  viewport: Viewport,
  scheme: Scheme,
): Promise<void> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await signedIn(page, request, 'all-modules');
  await page.goto('/');
  await openIn(page, lng, '/', scheme);
  const routes = chosen([...signedInPaths(), ...(await paramPaths(page)), NOT_FOUND_PATH]);
  const found: Finding[] = [];
  const prefix = scheme === 'dark' ? 'dark ' : '';
  for (const path of routes) {
    await navigate(page, path);
    await audit(page, `${prefix}${lng} ${viewport} ${path}`, found);
  }
  if (scheme === 'dark') {
    // Where the scheme is chosen: the user menu (desktop) or the drawer (phone), open.
    await navigate(page, '/');
    await page.getByTestId(viewport === 'desktop' ? 'user-menu-button' : 'bottom-more').click();
    await expect(page.getByTestId(viewport === 'desktop' ? 'user-menu' : 'color-scheme-segmented')).toBeVisible();
    await settle(page);
    await audit(page, `${prefix}${lng} ${viewport} ${viewport === 'desktop' ? 'user menu' : 'drawer'}`, found);
    await page.keyboard.press('Escape');
  }
  await expectClean(found);
}

test.describe('accessibility (axe, WCAG 2 A/AA, serious and critical)', () => {
  test.beforeEach(async ({ page }) => {
    // Transitions finished at once (Mantine respects it): axe sees settled colours, not a fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('signed-out screens in fa, en and ar, desktop and mobile', async ({ page, request }) => {
    test.setTimeout(180_000);
    await resetMock(request, 'all-modules');
    await page.goto('/login');
    const found: Finding[] = [];
    for (const lng of LANGUAGES) {
      await openIn(page, lng, '/login');
      for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        for (const path of chosen([...PUBLIC_PATHS, NOT_FOUND_PATH])) {
          await navigate(page, path);
          await audit(page, `${lng} ${viewport} ${path}`, found);
        }
      }
    }
    await expectClean(found);
  });

  for (const lng of LANGUAGES) {
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      test(`every signed-in route in ${lng}, ${viewport}`, async ({ page, request }) => {
        test.setTimeout(900_000);
        await auditSignedIn(page, request, lng, viewport, 'light');
      });
    }
  }

  // The dark scheme too. The signed-out screens in every language, and every signed-in
  // route in fa on a desktop and in ar on a phone (the two directions, both layouts).
  test('dark scheme: signed-out screens in fa, en and ar', async ({ page, request }) => {
    test.setTimeout(180_000);
    await resetMock(request, 'all-modules');
    await page.goto('/login');
    const found: Finding[] = [];
    for (const lng of LANGUAGES) {
      await openIn(page, lng, '/login', 'dark');
      for (const path of chosen([...PUBLIC_PATHS, NOT_FOUND_PATH])) {
        await navigate(page, path);
        await audit(page, `dark ${lng} desktop ${path}`, found);
      }
    }
    await expectClean(found);
  });

  for (const [lng, viewport] of [
    ['fa', 'desktop'],
    ['ar', 'mobile'],
  ] as const) {
    test(`dark scheme: every signed-in route in ${lng}, ${viewport}`, async ({ page, request }) => {
      test.setTimeout(900_000);
      await auditSignedIn(page, request, lng, viewport, 'dark');
    });
  }

  test('overlays: forced message, command palette, a modal, a Jalali date picker', async ({ page, request }) => {
    // Many audits, and axe is slow on a screen when the shared machine is loaded.
    test.setTimeout(600_000);
    await resetMock(request, 'all-modules');
    const tokens = await apiLogin(request, 'all-modules');
    await seedTokens(page, tokens);
    await page.goto('/');
    const found: Finding[] = [];
    const dialog = page.getByRole('dialog');

    for (const lng of LANGUAGES) {
      await openIn(page, lng);
      await expect(dialog).toBeVisible();
      for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await audit(page, `${lng} ${viewport} forced-message modal`, found);
      }
    }
    await readForcedMessages(request, tokens);

    for (const lng of LANGUAGES) {
      await openIn(page, lng);
      await expect(dialog).toBeHidden();
      for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        const where = `${lng} ${viewport}`;

        await navigate(page, '/');
        await page.keyboard.press('Control+/');
        await expect(dialog).toBeVisible();
        await audit(page, `${where} command palette`, found);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await navigate(page, '/user/messages');
        await page
          .getByTestId('messages-page')
          .getByRole('button')
          .filter({ has: page.locator('.tabler-icon-pencil') })
          .click();
        await expect(dialog).toBeVisible();
        await settle(page);
        await audit(page, `${where} compose-message modal`, found);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await navigate(page, '/dormitory/leave');
        await page.getByTestId('leave-to').getByRole('button').first().click();
        await expect(dialog).toBeVisible();
        await audit(page, `${where} Jalali date picker`, found);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    }
    await expectClean(found);
  });
});
