import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PersonaId } from './helpers/auth';
import { signedIn as signInAs } from './helpers/session';

/*
 * The daily-sale page (modules.md 2.2) on a phone and on a long day, against the production build and
 * the standalone mock: the phone's 450 px cards are used, not mostly empty; a
 * day of 5,000 programs (persona daily-sale-5k) is paged, so the page holds one page of cards.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const SHOTS = 'test-results/screenshots';

const signedIn = (page: Page, request: APIRequestContext, persona: PersonaId = 'student') =>
  signInAs(page, request, { persona, now: NOW });

/** Serious and critical axe violations (WCAG 2 A and AA) on the page as it is. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('daily sale', () => {
  test('phone cards use their 450 px: the picture takes the spare height, no empty band between the details', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, request);
    await page.goto('/food/dailysale');
    const card = page.locator('[data-testid^="daily-card-"]').first();
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.height).toBeGreaterThan(420);
    // The blocks of the card, top to bottom: no gap between two of them is more than a spacing step.
    const blocks = await card.evaluate((el) => {
      const stack = el.firstElementChild!;
      return [...stack.children].map((c) => {
        const r = c.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, height: r.height };
      });
    });
    const gaps = blocks.slice(1).map((b, i) => b.top - blocks[i]!.bottom);
    expect(
      Math.max(...gaps),
      `gaps between the card's blocks: ${gaps.map((g) => g.toFixed(0)).join(', ')}`,
    ).toBeLessThan(24);
    // The last block (the buy row) ends at the card's padding, and the picture got the spare height.
    expect(box.y + box.height - blocks.at(-1)!.bottom).toBeLessThan(28);
    const picture = (await card.getByTestId('daily-picture').boundingBox())!;
    expect(picture.height).toBeGreaterThan(72);
    await expect(card.getByRole('progressbar')).toHaveAccessibleName(/فروخته شده/);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/daily-sale-phone-cards.png` });
    expect(await axeFindings(page)).toEqual([]);
  });

  test('a day of 5,000 programs is paged: one page of cards in the DOM, the pager moves on from the keyboard', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, request, 'daily-sale-5k');
    await page.goto('/food/dailysale');
    await expect(page.locator('[data-testid^="daily-card-"]').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('[data-testid^="daily-card-"]')).toHaveCount(30);
    const range = page.getByTestId('daily-sale-range');
    await expect(range).toHaveText(/^۱ تا ۳۰ از ۵٬?۰۰۴$/);
    const pager = page.getByRole('navigation', { name: 'صفحه‌های فروش روزانه' });
    await pager.getByRole('button', { name: 'صفحه بعد' }).focus();
    await page.keyboard.press('Enter');
    await expect(range).toHaveText(/^۳۱ تا ۶۰ از /);
    await expect(page.locator('[data-testid^="daily-card-"]')).toHaveCount(30);
    await expect(pager.getByRole('button', { name: 'صفحه بعد' })).toBeFocused();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/daily-sale-5k-paged.png` });
    expect(await axeFindings(page)).toEqual([]);
  });
});
