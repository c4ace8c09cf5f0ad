import { expect, test } from '@playwright/test';
import { BASE_ARGS, CHROMIUM, FAKE_DEVICE, FAKE_UI, SHOTS, cameraTracks, capture, signedIn } from './helpers/face';

/*
 * Face enrollment (platform.md 2.10, 4, 7, 8) in Debian's chromium with a fake camera: chromium's
 * test pattern stands in for the webcam (--use-fake-device-for-media-stream) and the permission is
 * granted without a prompt (--use-fake-ui-for-media-stream); the denied case runs without the
 * second flag, so chromium refuses the camera. The flags stay in this spec (the shared chromium
 * project is untouched). An init script counts the camera tracks the page opened and which are
 * still live, so "the camera light goes off" is checked from the page itself.
 */

// Launch options force a worker of their own, so they are set for the whole file (the denied case
// is tests/e2e/face-denied.spec.ts, launched without the permission flag).
test.use({ launchOptions: { executablePath: CHROMIUM, args: [...BASE_ARGS, FAKE_DEVICE, FAKE_UI] } });

test.describe('with a camera (fake device, permission granted)', () => {
  test('video: forced to enrollment, record, review, send; the redirect stops and the camera is off', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signedIn(page, request, 'face-video');

    // Forced redirect (platform.md 4): the home and any other page lead to the enrollment.
    await page.goto('/');
    await expect(page).toHaveURL(/\/face\/enrollment$/);
    await expect(page.getByTestId('face-forced')).toBeVisible();
    await page.goto('/food');
    await expect(page).toHaveURL(/\/face\/enrollment$/);

    await page.getByRole('button', { name: 'روشن کردن دوربین' }).click();
    await expect(page.getByTestId('face-preview')).toBeVisible();
    await expect(capture(page)).toHaveAttribute('data-camera', 'on');
    await expect(page.getByText('صورت خود را داخل بیضی قرار دهید')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/face-preview.png` });
    expect(await cameraTracks(page)).toEqual({ opened: 1, live: 1 });

    await page.getByRole('button', { name: 'ضبط ویدئو' }).click();
    await expect(capture(page)).toHaveAttribute('data-state', 'live.countdown');
    await expect(capture(page)).toHaveAttribute('data-state', 'live.recording', { timeout: 5_000 });
    // 5 s of video plus 0.5 s, then the review with the camera released.
    await expect(capture(page)).toHaveAttribute('data-state', 'review', { timeout: 12_000 });
    await expect(capture(page)).toHaveAttribute('data-camera', 'off');
    expect((await cameraTracks(page)).live).toBe(0);
    await expect(page.getByTestId('face-review')).toBeVisible();

    // The mock service accepts only a WebM/MP4 under `media` with a known username (mocks/README.md).
    const upload = page.waitForResponse((r) => r.url().endsWith('/face-service/face/enroll'));
    await page.getByRole('button', { name: 'ارسال' }).click();
    const answer = await upload;
    expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect(await answer.json()).toMatchObject({ success: true });

    await expect(page.getByText('چهرهٔ شما با موفقیت ثبت شد.')).toBeVisible();
    // Home after 1 s, and the redirect no longer applies (recorded now, the server's profile after a reload).
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/food');
    await expect(page).toHaveURL(/\/food$/);
    await page.goto('/face');
    await expect(page.locator('[data-enrolled]')).toHaveAttribute('data-enrolled', 'yes');
  });

  test('photo: a rejection offers a retake; the retaken photo is enrolled', async ({ page, request }) => {
    await signedIn(page, request, 'face-photo');
    const fault = await request.post('/__mock/faults', {
      data: {
        method: 'POST',
        path: '/face-service/face/enroll',
        status: 200,
        body: { success: false, error_code: 'LOW_QUALITY', message: 'quality 0.21' },
        times: 1,
      },
    });
    expect(fault.ok()).toBe(true);

    await page.goto('/');
    await expect(page).toHaveURL(/\/face\/enrollment$/);
    await page.getByRole('button', { name: 'روشن کردن دوربین' }).click();
    await page.getByRole('button', { name: 'گرفتن عکس' }).click();
    await expect(capture(page)).toHaveAttribute('data-state', 'review', { timeout: 10_000 });
    await expect(page.getByRole('img', { name: 'عکس گرفته‌شده' })).toBeVisible();

    await page.getByRole('button', { name: 'ارسال' }).click();
    const rejected = page.getByRole('alert').filter({ hasText: 'چهره ثبت نشد' });
    await expect(rejected).toContainText('کیفیت تصویر کافی نیست');
    await expect(rejected).toContainText('quality 0.21');
    await page.screenshot({ path: `${SHOTS}/face-rejected.png` });
    // Still forced: nothing was enrolled.
    await page.goto('/food');
    await expect(page).toHaveURL(/\/face\/enrollment$/);

    await page.getByRole('button', { name: 'روشن کردن دوربین' }).click();
    await page.getByRole('button', { name: 'گرفتن عکس' }).click();
    await expect(capture(page)).toHaveAttribute('data-state', 'review', { timeout: 10_000 });
    // The mock service accepts only a JPEG/PNG under 2 MB with a valid token, the token's user_id and a base_url.
    const upload = page.waitForResponse((r) => r.url().endsWith('/face-service/face/enroll'));
    await page.getByRole('button', { name: 'ارسال' }).click();
    expect(await (await upload).json()).toMatchObject({ success: true });
    await expect(page.getByText('چهرهٔ شما با موفقیت ثبت شد.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // A reload reads the profile from the server: faceMatching is cleared there.
    await page.reload();
    await page.goto('/food');
    await expect(page).toHaveURL(/\/food$/);
  });

  test("the profile's face-enrollment tab enrolls with the same capture view", async ({ page, request }) => {
    test.setTimeout(60_000);
    await signedIn(page, request, 'all-modules');
    await page.goto('/user/profile?scope=face-enrollment');
    await expect(page.getByRole('tab', { name: 'ثبت چهره' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'روشن کردن دوربین' }).click();
    await page.getByRole('button', { name: /ضبط ویدئو|گرفتن عکس/ }).click();
    await expect(capture(page)).toHaveAttribute('data-state', 'review', { timeout: 15_000 });
    expect((await cameraTracks(page)).live).toBe(0);
    const upload = page.waitForResponse((r) => r.url().endsWith('/face-service/face/enroll'));
    await page.getByRole('button', { name: 'ارسال' }).click();
    expect(await (await upload).json()).toMatchObject({ success: true });
    await expect(page.getByText('چهرهٔ شما با موفقیت ثبت شد.')).toBeVisible();
    // It stays on the profile: no redirect home from this tab.
    await expect(page).toHaveURL(/\/user\/profile\?scope=face-enrollment$/);
  });

  test('leaving the page with the camera on turns it off', async ({ page, request }) => {
    await signedIn(page, request, 'all-modules');
    await page.goto('/face/enrollment');
    await page.getByRole('button', { name: 'روشن کردن دوربین' }).click();
    await expect(page.getByTestId('face-preview')).toBeVisible();
    expect(await cameraTracks(page)).toEqual({ opened: 1, live: 1 });

    // In-app navigation (the page unmounts; no reload that would free the camera anyway).
    await page.evaluate(() => {
      history.pushState(null, '', '/faq');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByTestId('face-capture')).toHaveCount(0);
    await expect.poll(async () => (await cameraTracks(page)).live).toBe(0);
    expect((await cameraTracks(page)).opened).toBe(1);
  });
});
