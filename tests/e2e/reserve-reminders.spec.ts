import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { signedIn, type Tokens } from './helpers/session';

/*
 * Reserve-deadline reminders and the calendar exports (issue #22) in the production build against the
 * standalone mock. The mock clock and the browser clock start on Wednesday 15 January 2025, 08:30
 * Tehran; the student has this week's lunches at the central dining hall up to Thursday, so Friday
 * the 17th is the first unreserved day, and reserving it closes today at 12:00 (two days before).
 * Browser notifications are captured by wrapping window.Notification before the app starts.
 */

const NOW = '2025-01-15T08:30:00+03:30';
const FRIDAY_DEADLINE = Date.parse('2025-01-15T12:00:00+03:30');
const CENTRAL = 'سلف مرکزی';

interface Captured {
  title: string;
  body: string;
}

/** Wraps window.Notification so the test can read what was shown; `answer` forces the permission. */
async function captureNotifications(page: Page, answer?: NotificationPermission) {
  await page.addInitScript((forced) => {
    const Native = window.Notification;
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { __notifications: typeof shown }).__notifications = shown;
    const Captured = function (title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body ?? '' });
      return new Native(title, options);
    } as unknown as typeof Notification;
    Object.defineProperty(Captured, 'permission', { get: () => forced ?? Native.permission });
    Object.defineProperty(Captured, 'requestPermission', {
      value: () => (forced ? Promise.resolve(forced) : Native.requestPermission()),
    });
    Captured.prototype = Native.prototype;
    window.Notification = Captured;
  }, answer);
}

const notifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notifications: Captured[] }).__notifications);

/** Opens the reserve page and chooses the central dining hall in the chooser that opens by itself. */
async function openCentral(page: Page) {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/food/reserve');
  await page
    .getByRole('dialog')
    .getByRole('radio', { name: new RegExp(CENTRAL) })
    .click();
  await expect(page.getByTestId('reminder-panel')).toBeVisible();
}

/** Signed in at NOW; the browser clock then runs on from NOW (timers fire, time can be moved on). */
async function start(page: Page, request: APIRequestContext, language?: 'fa' | 'en' | 'ar'): Promise<Tokens> {
  const tokens = await signedIn(page, request, { persona: 'student', now: NOW, ...(language ? { language } : {}) });
  await page.clock.setSystemTime(new Date(NOW));
  return tokens;
}

async function parseDownload(download: Download): Promise<ICAL.Event[]> {
  const text = await readFile((await download.path())!, 'utf8');
  // RFC 5545: CRLF line ends, lines folded at 75 octets.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

test.describe('reserve reminders and calendar export', () => {
  test('fa: a reminder turned on fires as a notification an hour before reserving closes, and the banner shows it', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['notifications']);
    await captureNotifications(page);
    await start(page, request);
    await openCentral(page);

    await page.getByRole('switch', { name: `پیش از پایان مهلت رزرو در ${CENTRAL} یادآوری کن` }).click();
    await expect(page.getByRole('switch')).toBeChecked();
    await expect(page.getByTestId('reminder-permission')).toBeHidden();
    await expect(page.getByTestId('reminder-next')).toContainText('جمعه');
    // Remembered per self.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal.reserveReminders') ?? '{}'))).toEqual({
      '1': { enabled: true, leadMinutes: 60 },
    });
    await expect(page.getByTestId('deadline-banner')).toBeHidden();

    // 10:59: nothing yet; 11:00 (an hour before 12:00): the notification and the banner.
    await page.clock.fastForward(FRIDAY_DEADLINE - 60 * 60_000 - Date.parse(NOW) - 60_000);
    expect(await notifications(page)).toEqual([]);
    await page.clock.fastForward(60_000);
    await expect.poll(() => notifications(page)).toHaveLength(1);
    const [shown] = await notifications(page);
    expect(shown!.title).toBe('مهلت رزرو رو به پایان است');
    expect(shown!.body).toContain(CENTRAL);
    expect(shown!.body).toContain('۱۲:۰۰');
    await expect(page.getByTestId('deadline-banner')).toContainText(CENTRAL);

    // At the deadline the banner goes; nothing rings twice.
    await page.clock.fastForward(60 * 60_000);
    await expect(page.getByTestId('deadline-banner')).toBeHidden();
    expect(await notifications(page)).toHaveLength(1);
  });

  test('ar: with notifications denied, the translated message shows and the banner still reminds', async ({
    page,
    request,
  }) => {
    await captureNotifications(page, 'denied');
    await start(page, request, 'ar');
    await openCentral(page);
    await page.getByRole('switch', { name: `ذكّرني قبل انتهاء مهلة الحجز في ${CENTRAL}` }).click();
    await expect(page.getByTestId('reminder-permission')).toContainText('الإشعارات غير مسموح بها');
    // A day before: Friday's deadline (today 12:00) is within the lead time at once.
    await page.getByTestId('reminder-lead').selectOption({ label: 'قبلها بيوم' });
    await expect(page.getByTestId('deadline-banner')).toContainText('مهلة الحجز توشك على الانتهاء');
    await expect(page.getByTestId('deadline-banner')).toContainText(CENTRAL);
    // Also on the module's home.
    await page.goto('/food');
    await expect(page.getByTestId('deadline-banner')).toContainText(CENTRAL);
    // And on the portal's home page, where a student opens the portal.
    await page.goto('/');
    await expect(page.getByTestId('home-desktop')).toBeVisible();
    await expect(page.getByTestId('deadline-banner')).toContainText(CENTRAL);
    expect(await notifications(page)).toEqual([]);
  });

  test("en: the week's reserves and the reserve deadlines download as .ics files that ical.js parses, every event checked", async ({
    page,
    request,
  }) => {
    const tokens = await start(page, request, 'en');
    await openCentral(page);

    // What the server says the week holds: every own reserve must be an event.
    const week = (await (
      await request.get('/rest/reserves?weekStartDate=2025-01-11&selfType=NORMAL', {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      })
    ).json()) as {
      payload: {
        weekDays: {
          date: string;
          mealTypes: {
            mealTypeId: number;
            reserve?: { id: number; selectedCount: number; selfCodeName: string } | null;
            startServeTime?: string;
            endServeTime?: string;
          }[];
        }[];
        mealTypes: { id: number; name: string }[];
      };
    };
    const expected = week.payload.weekDays.flatMap((day) =>
      day.mealTypes
        .filter((m) => (m.reserve?.selectedCount ?? 0) > 0)
        .map((m) => ({
          date: day.date.slice(0, 10),
          meal: m,
          name: week.payload.mealTypes.find((t) => t.id === m.mealTypeId)!.name,
        })),
    );
    expect(expected.length).toBeGreaterThan(0);

    const [weekFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add my week to my calendar' }).click(),
    ]);
    expect(weekFile.suggestedFilename()).toBe('reserves-2025-01-11.ics');
    const meals = await parseDownload(weekFile);
    expect(meals).toHaveLength(expected.length);
    meals.forEach((event, i) => {
      const want = expected[i]!;
      expect(event.uid).toBe(`reserve-${want.date}-${want.meal.mealTypeId}-${want.meal.reserve!.id}@127.0.0.1`);
      // The week's reserves of every dining hall, each with its own.
      expect(event.summary).toBe(`${want.name} · ${want.meal.reserve!.selfCodeName}`);
      expect(event.location).toBe(want.meal.reserve!.selfCodeName);
      expect(event.startDate.toJSDate().getTime()).toBe(
        Date.parse(`${want.date}T${want.meal.startServeTime}:00+03:30`),
      );
      expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(`${want.date}T${want.meal.endServeTime}:00+03:30`));
      expect(event.component.hasProperty('dtstamp')).toBe(true);
      const alarm = event.component.getFirstSubcomponent('valarm')!;
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-30 * 60);
    });

    // Next week: every day of the self's program with nothing reserved closes at 12:00 two days before.
    const program = (await (
      await request.get('/rest/programs/v2?selfId=1&weekStartDate=2025-01-18%2B00:00:00', {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      })
    ).json()) as {
      payload: {
        selfWeekPrograms: { date: string; programFoodTypes: { hideInPanel?: boolean }[] }[][];
        userWeekReserves: { programDate: string; selected: boolean }[];
      };
    };
    // The real shape: the days that have programs, each its meals; the user's reserves beside them.
    const reserved = new Set(
      program.payload.userWeekReserves.filter((r) => r.selected).map((r) => r.programDate.slice(0, 10)),
    );
    const days = program.payload.selfWeekPrograms
      .filter((day) => day.some((m) => m.programFoodTypes.some((i) => !i.hideInPanel)))
      .map((day) => day[0]!.date.slice(0, 10))
      .filter((date) => !reserved.has(date));
    expect(days.length).toBeGreaterThan(2);
    await page
      .getByTestId('week-selector')
      .getByRole('button', { name: /next week/i })
      .click();
    const [deadlineFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Reserve deadlines to my calendar' }).click(),
    ]);
    expect(deadlineFile.suggestedFilename()).toBe('reserve-deadlines-1-2025-01-18.ics');
    const deadlines = await parseDownload(deadlineFile);
    expect(deadlines.map((e) => e.uid)).toEqual(days.map((d) => `deadline-1-${d}@127.0.0.1`));
    deadlines.forEach((event, i) => {
      const closes = new Date(Date.parse(`${days[i]}T12:00:00+03:30`) - 2 * 86_400_000);
      expect(event.startDate.toJSDate().getTime()).toBe(closes.getTime());
      expect(event.summary).toContain(CENTRAL);
      expect(event.summary).toMatch(/^Reserve /);
      expect(event.location).toBe(CENTRAL);
      expect(
        (event.component.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
      ).toBe(-60 * 60);
    });
  });
});
