import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountLogin, signedIn } from './session';

/** The mock's test Wednesday and the Friday after it (Tehran). */
export const WEDNESDAY = '2025-01-15T08:30:00+03:30';
export const FRIDAY = '2025-01-17T10:00:00+03:30';

/**
 * Saturday's first meal at the central hall reserved on Wednesday (it closes Thursday noon), then the
 * mock's clock and the page's moved to Friday with a fresh sign-in (two days on, the session has
 * lapsed). Answers the reserved food's name, for the home to show as tomorrow's meal.
 */
export async function reserveSaturdayThenFriday(page: Page, request: APIRequestContext): Promise<string> {
  await signedIn(page, request, { persona: 'student', now: WEDNESDAY });
  await page.goto('/food/reserve');
  const chooser = page.getByRole('dialog');
  await chooser.getByRole('radio', { name: /سلف مرکزی/ }).click();
  await expect(chooser).toBeHidden();
  await page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }).click();
  const saturday = page.getByTestId('day-2025-01-18');
  const reserve = saturday.getByRole('button', { name: /^رزرو / }).first();
  const foodName = ((await reserve.getAttribute('aria-label')) ?? '').replace(/^رزرو /, '');
  await reserve.click();
  await expect(saturday.getByRole('button', { name: new RegExp(`^رزرو ${foodName}$`) })).toHaveCount(0);
  await request.post('/__mock/clock', { data: { now: new Date(FRIDAY).toISOString() } });
  await page.clock.setFixedTime(new Date(FRIDAY));
  const friday = await accountLogin(request, 'student');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('portal.accessToken', access!);
      localStorage.setItem('portal.refreshToken', refresh!);
    },
    [friday.access_token, friday.refresh_token],
  );
  return foodName;
}
