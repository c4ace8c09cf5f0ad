import { expect, test } from '@playwright/test';
import { addFault, signedIn } from './helpers/session';

/*
 * "Bad answers", against the production build and the standalone mock: a proxy's HTML
 * page answered with 200 (fault kind `html`) is an error said as one on every screen that reads
 * that answer, with "try again", never a crash or a believable empty list; a survey with a broken
 * date costs only its card.
 */

const NOT_DATA = 'سرور به جای اطلاعات یک صفحه فرستاد';
const TRY_AGAIN = 'تلاش دوباره';
/** The page error boundary's title: a crash. */
const CRASH = 'مشکلی پیش آمد';

const SCREENS = [
  { name: 'wallet', route: '/user/wallet', api: '/rest/users/nurture-profiles', says: true },
  { name: 'helpdesk list', route: '/helpdesk/issues', api: '/*/issues.json', says: true },
  { name: 'daily sale', route: '/food/dailysale', api: '/rest/daily-sell-programs', says: false },
  { name: 'leave report', route: '/dormitory/leave-report', api: '/rest/me/dormitory-leave', says: true },
  { name: 'inbox', route: '/user/messages', api: '/rest/users/me/messages/inbox', says: true },
  { name: 'surveys', route: '/surveys', api: '/rest/users/me/surveys', says: true },
] as const;

for (const screen of SCREENS) {
  test(`an HTML page answered with 200 is an error with "try again" on the ${screen.name}`, async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'all-modules');
    await addFault(request, { method: 'GET', path: screen.api, kind: 'html' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(screen.route);
    const main = page.locator('main');
    const retry = main.getByRole('button', { name: TRY_AGAIN }).first();
    await expect(retry).toBeVisible({ timeout: 20_000 });
    // The daily sale's failure keeps its own words (its screen is another change's); the others name the cause.
    if (screen.says) await expect(main.getByText(NOT_DATA)).toBeVisible();
    await expect(page.getByText(CRASH)).toHaveCount(0);
    expect(errors).toEqual([]);

    // The server is back: "try again" shows the data.
    await request.delete('/__mock/faults');
    await retry.click();
    await expect(main.getByText(NOT_DATA)).toHaveCount(0, { timeout: 20_000 });
  });
}

test('a survey with a malformed date is an error card; the other surveys and its page work', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'all-modules');
  await addFault(request, {
    method: 'GET',
    path: '/rest/users/me/surveys',
    kind: 'malformed-item',
    list: 'payload',
    index: 0,
    item: { fromDate: 'not-a-date' },
  });
  await page.goto('/surveys');
  await expect(page.locator('[data-invalid="true"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('surveys-section-open').getByRole('article').first()).toBeVisible();
  await addFault(request, {
    method: 'GET',
    path: '/rest/users/me/surveys/:id',
    kind: 'malformed-item',
    list: 'payload',
    item: { toDate: '1403-13-45' },
  });
  await page.goto('/survey/707');
  await expect(page.getByTestId('survey-bad-dates')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(CRASH)).toHaveCount(0);
});
