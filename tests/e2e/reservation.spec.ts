import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { PersonaId } from './helpers/auth';
import { signedIn as signInAs } from './helpers/session';
import { buyableDailySaleCard } from './helpers/daily-sale';

/*
 * Reserving meals (modules.md 2.2-2.5) against the production build and the standalone mock backend
 * (mocks/README.md), reached through the preview's proxy. Sign-in goes through the API and the tokens
 * are put in local storage before the app starts. The mock clock and the browser clock are both set
 * to a Wednesday morning, so the seeded programs, deadlines and "next week" are the same on every run:
 *   - next week at the central dining hall: Monday's first lunch has one seat left (the calendar's
 *     nearly-full item), Tuesday's and Wednesday's lunches are free, at most 3 a person;
 *   - the student has this week's lunches up to Thursday, so Thursday has a forgotten-card code;
 *   - today's daily sale has a few programs; last week's meals can be rated.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const SHOTS = 'test-results/screenshots';

/** Signed in at NOW (mock and browser clocks) as `persona`. */
const signedIn = (page: Page, request: APIRequestContext, persona: PersonaId = 'student') =>
  signInAs(page, request, { persona, now: NOW });

/** Cash plus subsidy credit on the reserve page, in rials (the Money widgets carry data-rials). */
async function credit(page: Page): Promise<number> {
  await expect(page.getByTestId('credit-cash')).toBeVisible();
  const rials = async (id: string) => {
    const box = page.getByTestId(id);
    return (await box.count()) ? Number(await box.getAttribute('data-rials')) : 0;
  };
  return (await rials('credit-cash')) + (await rials('credit-subsidy'));
}

/** Chooses a self in the chooser that opens by itself, then goes to next week. */
async function chooseSelfAndNextWeek(page: Page, selfName: RegExp) {
  const chooser = page.getByRole('dialog');
  await chooser.getByRole('radio', { name: selfName }).click();
  await expect(chooser).toBeHidden();
  await page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }).click();
}

const day = (page: Page, iso: string): Locator => page.getByTestId(`day-${iso}`);

/** Clicks the label of a visually hidden input (Mantine chips, segmented controls). */
async function clickLabelOf(input: Locator) {
  const id = await input.getAttribute('id');
  await input.page().locator(`label[for="${id}"]`).click();
}
const reserveButton = (scope: Locator, food: string) =>
  scope.getByRole('button', { name: `رزرو ${food}`, exact: true });
const plusButton = (scope: Locator, food: string) => scope.getByRole('button', { name: `افزودن یک عدد ${food}` });

// Next week's lunches at the central dining hall (seeded calendar): name and price in rials.
const TUESDAY = { iso: '2025-01-21', food: 'عدس‌پلو با گوشت چرخ‌کرده', price: 240_000 };
const WEDNESDAY = { iso: '2025-01-22', food: 'خورش قیمه‌بادمجان با پلو', price: 270_000 };
const THURSDAY = { iso: '2025-01-23', food: 'باقالی‌پلو با مرغ', price: 330_000 };

test.describe('reserving meals', () => {
  test('choose a self, reserve two meals next week, see the credit drop and the report; cancel one for a refund', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signedIn(page, request);
    await page.goto('/food/reserve');
    await chooseSelfAndNextWeek(page, /سلف مرکزی/);
    await expect(reserveButton(day(page, TUESDAY.iso), TUESDAY.food)).toBeVisible();
    const before = await credit(page);

    await reserveButton(day(page, TUESDAY.iso), TUESDAY.food).click();
    await reserveButton(day(page, WEDNESDAY.iso), WEDNESDAY.food).click();
    await expect.poll(() => credit(page)).toBe(before - TUESDAY.price - WEDNESDAY.price);
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/reserve-desktop-fa.png` });

    // The weekly report shows both.
    await page.goto('/food/reserves-report');
    await page.getByTestId('report-week').getByRole('button', { name: 'هفته بعد' }).click();
    await expect(page.getByTestId(`report-cell-${TUESDAY.iso}-2`)).toHaveText('رزرو شده (۱)');
    await expect(page.getByTestId(`report-cell-${WEDNESDAY.iso}-2`)).toHaveText('رزرو شده (۱)');

    // Cancel one (default mode: minus cancels the whole count): its price comes back.
    await page.goto('/food/reserve');
    await page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }).click();
    await day(page, WEDNESDAY.iso)
      .getByRole('button', { name: `لغو رزرو ${WEDNESDAY.food}` })
      .click();
    // A cancel (a refund) asks first.
    await page.getByRole('dialog', { name: 'لغو رزرو' }).getByTestId('cancel-reserve-confirm').click();
    await expect(reserveButton(day(page, WEDNESDAY.iso), WEDNESDAY.food)).toBeVisible();
    await expect.poll(() => credit(page)).toBe(before - TUESDAY.price);
  });

  test('opened again with a self chosen, the page asks for its profile, selfs, credit, week and reserves at once, once each (boot reads)', async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    await page.goto('/food/reserve');
    await chooseSelfAndNextWeek(page, /سلف مرکزی/);
    await expect(reserveButton(day(page, TUESDAY.iso), TUESDAY.food)).toBeVisible();
    // A filled button is filled (Mantine's per-component styles in its own order: mantine-css-order.test.ts).
    await expect(reserveButton(day(page, TUESDAY.iso), TUESDAY.food)).not.toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
    // Every answer late: what boot asks for at once is all asked before the first answer comes.
    const slow = await request.post('/__mock/faults', { data: { latencyMs: 400, faults: [] } });
    expect(slow.ok(), await slow.text()).toBe(true);
    const READS = /^\/rest\/(selfs|programs\/v2|reserves|users\/me|users\/nurture-profiles)$/;
    const events: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'GET' && READS.test(path)) events.push(`ask ${path}`);
    });
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.request().method() === 'GET' && READS.test(path)) events.push(`answer ${path}`);
    });
    await page.reload();
    await expect(page.locator('[data-testid^="day-"] button').first()).toBeVisible();
    await expect(page.getByTestId('credit-cash')).toBeVisible();
    const asked = [
      'ask /rest/programs/v2',
      'ask /rest/reserves',
      'ask /rest/selfs',
      'ask /rest/users/me',
      'ask /rest/users/nurture-profiles',
    ];
    // Before, the week waited for the self list's answer, and the profile for the first render.
    expect(
      events
        .slice(
          0,
          events.findIndex((e) => e.startsWith('answer')),
        )
        .sort(),
    ).toEqual(asked);
    expect(events.filter((e) => e.startsWith('ask')).sort()).toEqual(asked);
  });

  test('the start asks for the profile before React is evaluated: the app comes one task after the reads', async ({
    page,
    request,
  }) => {
    await signedIn(page, request);
    // What happens first, as the page sees it: its calls to /rest (through the real fetch) and
    // react-dom's evaluation, which introduces itself to a devtools hook.
    await page.addInitScript(() => {
      const w = window as unknown as { __start: string[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: object };
      w.__start = [];
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname.startsWith('/rest/')) w.__start.push(`ask ${url.pathname}`);
        return fetch(input, init);
      };
      const noop = () => undefined;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => {
          w.__start.push('react-dom');
          return 1;
        },
        checkDCE: noop,
        onScheduleFiberRoot: noop,
        onCommitFiberRoot: noop,
        onCommitFiberUnmount: noop,
        onPostCommitFiberRoot: noop,
      };
    });
    await page.goto('/food/reserve');
    await expect(page.getByTestId('credit-cash')).toBeVisible();
    const start = await page.evaluate(() => (window as unknown as { __start: string[] }).__start);
    // Before, React, Mantine, i18next and the app were all evaluated in one long task first.
    expect(start).toContain('react-dom');
    expect(start.slice(0, start.indexOf('react-dom'))).toContain('ask /rest/users/me');
  });

  test('plus stops at validMaxCount', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/food/reserve');
    await chooseSelfAndNextWeek(page, /سلف مرکزی/);
    const tuesday = day(page, TUESDAY.iso);
    await reserveButton(tuesday, TUESDAY.food).click();
    await plusButton(tuesday, TUESDAY.food).click();
    await plusButton(tuesday, TUESDAY.food).click();
    await expect(tuesday.getByLabel(`تعداد رزروشده ${TUESDAY.food}: ۳`)).toBeVisible();
    await expect(plusButton(tuesday, TUESDAY.food)).toBeDisabled();
  });

  test('a server failure during a reserve reverts the count, and the credit stays', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/food/reserve');
    await chooseSelfAndNextWeek(page, /سلف مرکزی/);
    const thursday = day(page, THURSDAY.iso);
    await expect(reserveButton(thursday, THURSDAY.food)).toBeVisible();
    const before = await credit(page);
    // Every call slow enough to see the optimistic count, and the reserve call failing once.
    const fault = await request.post('/__mock/faults', {
      data: {
        latencyMs: 700,
        faults: [
          {
            method: 'PUT',
            path: '/rest/reserves/{id}/reserve',
            status: 500,
            messageResource: 'SERVER_DOWN',
            messageFa: 'سرور در دسترس نیست',
            times: 1,
          },
        ],
      },
    });
    expect(fault.ok(), await fault.text()).toBe(true);

    await reserveButton(thursday, THURSDAY.food).click();
    // Optimistic: the count shows at once...
    await expect(thursday.getByLabel(`تعداد رزروشده ${THURSDAY.food}: ۱`)).toBeVisible();
    // ...and goes back when the server fails.
    await expect(reserveButton(thursday, THURSDAY.food)).toBeVisible();
    expect(await credit(page)).toBe(before);
    await request.delete('/__mock/faults');
  });

  test("opens a forgotten-card code with a QR code from a day's reserve details", async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/food/reserve');
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: /سلف مرکزی/ })
      .click();
    await day(page, '2025-01-16')
      .getByRole('button', { name: /جزئیات رزرو پنجشنبه/ })
      .click();
    const details = page.getByRole('dialog', { name: /جزئیات رزرو پنجشنبه/ });
    await details
      .getByRole('button', { name: /دریافت کد فراموشی کارت/ })
      .first()
      .click();
    const qr = details.getByTestId('forgotten-card-qr');
    await expect(qr).toBeVisible();
    await expect(qr.locator('svg')).toHaveAttribute('width', '130');
    await expect(details.getByTestId('forgotten-card-code')).toContainText('کد فراموشی کارت:');
  });

  test('rates a meal; the rated meal leaves the poll', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/food/reserve');
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: /سلف مرکزی/ })
      .click();
    await page.getByRole('button', { name: 'نظرسنجی غذا' }).click();
    const poll = page.getByTestId('poll-modal');
    const first = poll.locator('[data-testid^="vote-"]').first();
    const id = await first.getAttribute('data-testid');
    await first.getByRole('radio', { name: '۴ ستاره' }).focus();
    await page.keyboard.press('Enter');
    await clickLabelOf(first.getByRole('checkbox', { name: 'کیفیت غذا: خوب' }));
    await expect(first.getByRole('checkbox', { name: 'کیفیت غذا: خوب' })).toBeChecked();
    await clickLabelOf(first.getByRole('checkbox', { name: 'کیفیت غذا: ضعیف' }));
    await expect(first.getByRole('checkbox', { name: 'کیفیت غذا: ضعیف' })).toBeChecked();
    await expect(first.getByRole('checkbox', { name: 'کیفیت غذا: خوب' })).not.toBeChecked();
    await first.getByRole('textbox', { name: 'توضیحات' }).fill('گرم و خوش‌طعم بود');
    await expect(first.getByText('۱۷ از ۲۵۰ نویسه')).toBeVisible();
    await first.getByRole('button', { name: 'ثبت نظر' }).click();
    await expect(poll.getByTestId(id!)).toHaveCount(0);
  });

  test('mobile: the day selector and the meals of the chosen day', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, request);
    await page.goto('/food/reserve');
    // No self yet on mobile: the self list first.
    await expect(page).toHaveURL(/\/food\/selfs$/);
    await page.getByRole('radio', { name: /سلف مرکزی/ }).click();
    await expect(page).toHaveURL(/\/food\/reserve$/);
    await page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }).click();
    await clickLabelOf(page.getByTestId('day-selector').locator(`input[value="${TUESDAY.iso}"]`));
    await reserveButton(page.locator('body'), TUESDAY.food).click();
    await expect(page.getByLabel(`تعداد رزروشده ${TUESDAY.food}: ۱`)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/reserve-mobile-fa.png` });
  });
});

test.describe('daily sale', () => {
  test("buys one of today's daily-sale meals", async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, request);
    await page.goto('/food/dailysale');
    const { card, plus } = await buyableDailySaleCard(page);
    await plus.click();
    const modal = page.getByRole('dialog', { name: 'خرید از فروش روزانه' });
    await modal.getByRole('button', { name: 'رزرو' }).click();
    await expect(modal).toBeHidden();
    await expect(card.getByTestId('daily-badge')).toBeVisible();
    await expect(card.getByTestId('daily-chosen')).toHaveText('۱');
  });
});

test.describe('teammates', () => {
  test('adds a teammate, then deletes the pending invitation', async ({ page, request }) => {
    await signedIn(page, request);
    await page.goto('/food/teammate');
    const input = page.getByRole('textbox', { name: 'افزودن هم‌گروهی' });
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByText('هنوز هم‌گروهی ندارید.')).toBeVisible();
    await input.fill('student2');
    await input.press('Enter');
    const row = page.getByTestId('teammate-table').getByRole('row').filter({ hasText: 'student2' });
    await expect(row).toContainText('در انتظار تأیید');
    await row.getByRole('button', { name: /^حذف: / }).click();
    await expect(page.getByText('هنوز هم‌گروهی ندارید.')).toBeVisible();
  });

  test('accepts an invitation (student-teammates persona)', async ({ page, request }) => {
    await signedIn(page, request, 'student-teammates');
    await page.goto('/food/teammate');
    const accept = page.getByRole('button', { name: /^پذیرفتن: / });
    await accept.click();
    await expect(accept).toHaveCount(0);
    await expect(page.getByTestId('teammate-table')).not.toContainText('در انتظار تأیید');
  });
});

test.describe('sport variant', () => {
  test('reserves a session next week at /sport/reserve and pays for it', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signedIn(page, request, 'sport-health');
    await page.goto('/sport/reserve');
    // One gym: chosen by itself.
    await expect(page.getByTestId('self-picker')).not.toHaveValue('');
    await page.getByTestId('week-selector').getByRole('button', { name: 'هفته بعد' }).click();
    const before = await credit(page);
    const reserve = page
      .getByTestId('program-table')
      .getByRole('button', { name: /^رزرو /, disabled: false })
      .first();
    await expect(reserve).toBeVisible();
    await reserve.click();
    await expect.poll(() => credit(page)).toBeLessThan(before);
    await expect(page.getByRole('heading', { name: 'رزرو سانس ورزشی' })).toBeVisible();
  });
});
