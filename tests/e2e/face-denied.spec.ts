import { expect, test } from '@playwright/test';
import { BASE_ARGS, CHROMIUM, FAKE_DEVICE, SHOTS, capture, signedIn } from './helpers/face';

/*
 * platform.md 8: camera not allowed, with a try-again link. chromium has the fake camera but not
 * --use-fake-ui-for-media-stream and the context grants no permission, so getUserMedia is refused.
 */
test.use({ launchOptions: { executablePath: CHROMIUM, args: [...BASE_ARGS, FAKE_DEVICE] } });

test.describe('camera permission denied (fake device, no fake permission UI)', () => {
  test('shows the guidance and a retry', async ({ page, request }) => {
    await signedIn(page, request, 'face-video');
    await page.goto('/face/enrollment');

    await page.getByRole('button', { name: 'روشن کردن دوربین' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'خطای دوربین' });
    await expect(alert).toHaveAttribute('data-error-kind', 'denied');
    await expect(alert).toContainText('اجازهٔ دسترسی به دوربین داده نشد');
    await expect(alert.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
    await expect(capture(page)).toHaveAttribute('data-camera', 'off');
    await page.screenshot({ path: `${SHOTS}/face-denied.png` });
  });
});
