import { devices, expect, type Page } from '@playwright/test';

/*
 * Pages the build rendered ahead (scripts/prerender.ts): what their e2e watch for.
 */

/** A phone, for the pages' phone variant (the browser type is the project's). */
export const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7'];

/** Every script file the page asks for (not its inline scripts). */
export const SCRIPT_FILES = /\.js(\?|$)/;

/**
 * Only the HTML and its stylesheets: every script file refused (the inline ones still run);
 * `page.unroute(SCRIPT_FILES)` lets them in again.
 */
export const refuseScripts = (page: Page) => page.route(SCRIPT_FILES, (route) => route.abort());

/** Hydration errors (React's #418-#425 in a production build) and any other page error or console error. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** The page is live: the start removed the prerendered #root's inert (src/app/start-app.tsx releasePrerendered). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

/** Keeps the prerendered `selector`'s node before any script of the app runs, to tell hydration from a new render. */
export async function keepPrerenderedNode(page: Page, selector: string): Promise<void> {
  await page.addInitScript((selector) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const kept = ((window as unknown as { prerenderedNodes?: Record<string, Element | null> }).prerenderedNodes ??=
        {});
      kept[selector] = document.querySelector(selector);
    });
  }, selector);
}

/** The node kept by keepPrerenderedNode is still the one on screen: React hydrated it. */
export const samePrerenderedNode = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const kept = (window as unknown as { prerenderedNodes?: Record<string, Element | null> }).prerenderedNodes?.[
      selector
    ];
    return Boolean(kept && kept.isConnected && kept === document.querySelector(selector));
  }, selector);
