import { expect, type Page } from '@playwright/test';

/** The first daily-sale card whose "buy one" button is enabled, once on screen, and that button. */
export async function buyableDailySaleCard(page: Page) {
  const buyOne = { name: /^خرید یک عدد/ };
  const card = page
    .locator('[data-testid^="daily-card-"]')
    .filter({ has: page.getByRole('button', { ...buyOne, disabled: false }) })
    .first();
  await expect(card).toBeVisible();
  return { card, plus: card.getByRole('button', buyOne) };
}
