import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok } from '@mocks/http';
import { server } from '@tests/msw-server';
import { issueToken } from '@/api/generated/oauth/hooks/oauth/oauth';
import { listInboxMessages } from '@/api/generated/rest/hooks/messages/messages';
import { freshStudentSession, renderShell } from '@tests/kits/shell-test-kit';
import { validateCvv2 } from './profile/cvv2-rules';
import { scopeOf, visibleScopes } from './profile/profile-scope';
import { checkPicture } from './profile/picture-upload';
import { composeBody, pageFromQuery } from './messages/message-format';
import { decodeBase64 } from '@/lib/base64';

const wait = { timeout: 8000 };
// The smallest valid PNG (1×1).
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeEach(freshStudentSession);

describe('profile rules', () => {
  it('validates CVV2: required, English digits only, 4 to 8, confirmation equal', () => {
    expect(validateCvv2({ next: '', confirm: '' })).toEqual({ next: 'required', confirm: 'required' });
    expect(validateCvv2({ next: '12a4', confirm: '12a4' }).next).toBe('digits');
    expect(validateCvv2({ next: '123', confirm: '123' }).next).toBe('length');
    expect(validateCvv2({ next: '123456789', confirm: '123456789' }).next).toBe('length');
    expect(validateCvv2({ next: '1234', confirm: '1235' })).toEqual({ confirm: 'mismatch' });
    expect(validateCvv2({ next: '12345678', confirm: '12345678' })).toEqual({});
  });

  it('shows the tabs the settings allow and falls back to the profile tab', () => {
    const samad = (changePassword: boolean, cvv2: boolean) => ({ samad: { changePassword, cvv2 } }) as never;
    expect(visibleScopes(samad(true, true), { hideChangePassword: false })).toEqual(['profile', 'password', 'cvv2']);
    expect(visibleScopes(samad(true, true), { hideChangePassword: true })).toEqual(['profile', 'cvv2']);
    expect(visibleScopes(samad(false, false), { hideChangePassword: false })).toEqual(['profile']);
    expect(scopeOf('cvv2', ['profile', 'cvv2'])).toBe('cvv2');
    expect(scopeOf('password', ['profile', 'cvv2'])).toBe('profile');
    expect(scopeOf('face-enrollment', ['profile'])).toBe('profile');
  });

  it('accepts only jpg or png pictures under 2 MB', () => {
    expect(checkPicture({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(checkPicture({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBe('wrongType');
    expect(checkPicture({ name: 'a.jpg', type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBe('tooLarge');
  });

  it('turns typed text into an escaped base64 HTML body, and reads page queries', () => {
    expect(decodeBase64(composeBody('سلام <b>\nدنیا'))).toBe('سلام &lt;b&gt;<br>دنیا');
    expect(pageFromQuery('3')).toBe(2);
    expect(pageFromQuery('x')).toBe(0);
  });
});

describe('/user/profile', () => {
  it('shows the profile read-only, with the picture upload the permission allows', async () => {
    await renderShell({ route: '/user/profile' });
    const info = await screen.findByTestId('profile-info', {}, wait);
    expect(within(info).getByText('نام کاربری')).toBeInTheDocument();
    // The birth date is Jalali with Persian digits, never the server's Gregorian string.
    const birth = info.querySelector('[data-field="birthDate"]')!;
    expect(birth.textContent).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    expect(birth.textContent).toMatch(/^۱[۳۴]/);
    expect(screen.getByTestId('picture-upload')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'تغییر رمز دوم' })).toBeInTheDocument();
  });

  /** The profile field shown under a label (its dd), by the field's key. */
  const field = (info: HTMLElement, key: string) => info.querySelector(`[data-field="${key}"]`)?.textContent;

  it("shows the live server's look-up types: text gender and birth place, flags, {name, description} look-ups by description", async () => {
    await renderShell({ route: '/user/profile' });
    const info = await screen.findByTestId('profile-info', {}, wait);
    expect(field(info, 'gender')).toBe('زن');
    expect(field(info, 'birthPlace')).toBe('اصفهان');
    expect(field(info, 'marriageStatus')).toBe('مجرد');
    expect(field(info, 'personnel')).toBe('خیر');
    expect(field(info, 'facultyMember')).toBe('خیر');
    // The description, not the code in name (BACHELOR, STUDYING).
    expect(field(info, 'studyLevel')).toBe('کارشناسی');
    expect(field(info, 'educationalStatus')).toBe('در حال تحصیل');
    expect(field(info, 'studyMajor')).toBe('مهندسی کامپیوتر - نرم‌افزار');
    expect(info.querySelector('[data-field="faculty"]')).toBeNull();
  });

  it("shows an older server's {id, name} look-ups and a faculty object as well", async () => {
    server.use(
      http.get('*/rest/users/me', () =>
        HttpResponse.json(
          ok({
            id: 1001,
            username: 'student',
            firstName: 'سارا',
            lastName: 'محمدی',
            gender: { id: 2, name: 'زن' },
            birthPlace: { id: 801, name: 'تهران' },
            marriageStatus: { id: 1, name: 'مجرد' },
            faculty: { id: 1, name: 'دانشکده مهندسی و علوم کامپیوتر' },
            personnel: null,
            student: {
              studentNumber: '4001001',
              studyLevel: { id: 2, name: 'کارشناسی' },
              studyMajor: { name: 'مهندسی کامپیوتر', description: null },
              educationalStatus: { id: 1, name: 'در حال تحصیل' },
            },
          }),
        ),
      ),
    );
    await renderShell({ route: '/user/profile' });
    const info = await screen.findByTestId('profile-info', {}, wait);
    expect(field(info, 'gender')).toBe('زن');
    expect(field(info, 'birthPlace')).toBe('تهران');
    expect(field(info, 'marriageStatus')).toBe('مجرد');
    expect(field(info, 'faculty')).toBe('دانشکده مهندسی و علوم کامپیوتر');
    expect(field(info, 'studyLevel')).toBe('کارشناسی');
    expect(field(info, 'studyMajor')).toBe('مهندسی کامپیوتر');
    expect(field(info, 'personnel')).toBe('—');
    expect(info.querySelector('[data-field="facultyMember"]')).toBeNull();
  });

  it("uploads a picture through the progress-reporting upload, and the shell's avatar shows it", async () => {
    await renderShell({ route: '/user/profile' });
    const upload = await screen.findByTestId('picture-upload', {}, wait);
    expect(screen.getByTestId('user-avatar').querySelector('img')).toBeNull();
    const png = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
    await userEvent.upload(
      upload.querySelector('input[type="file"]') as HTMLInputElement,
      new File([png], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(within(upload).getByRole('button', { name: 'بارگذاری تصویر' })).toBeEnabled(), wait);
    await userEvent.click(within(upload).getByRole('button', { name: 'بارگذاری تصویر' }));
    expect(await screen.findByTestId('picture-uploaded', {}, wait)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.getByTestId('user-avatar').querySelector('img')?.getAttribute('src')).toBe(
          `data:image/png;base64,${PNG_BASE64}`,
        ),
      wait,
    );
  });

  it('changes CVV2: rejects a short one with the rule, then the server accepts a good one', async () => {
    await renderShell({ route: '/user/profile?scope=cvv2' });
    const form = within(await screen.findByTestId('cvv2-form', {}, wait));
    await userEvent.type(form.getByLabelText(/^رمز دوم جدید/), '12');
    await userEvent.type(form.getByLabelText(/^تکرار رمز دوم/), '12');
    await userEvent.click(form.getByRole('button', { name: 'تغییر رمز دوم' }));
    expect(await form.findByText('رمز دوم باید ۴ تا ۸ رقم باشد.')).toBeInTheDocument();
    await userEvent.type(form.getByLabelText(/^رمز دوم جدید/), '345');
    await userEvent.type(form.getByLabelText(/^تکرار رمز دوم/), '345');
    await userEvent.click(form.getByRole('button', { name: 'تغییر رمز دوم' }));
    expect(await screen.findByTestId('cvv2-changed', {}, wait)).toHaveTextContent('رمز دوم با موفقیت تغییر کرد.');
  });

  it('changes the password; the old one no longer signs in', async () => {
    await renderShell({ route: '/user/profile?scope=password' });
    const form = within(await screen.findByTestId('password-change-form', {}, wait));
    await userEvent.type(form.getByLabelText(/^رمز عبور فعلی/), 'student123');
    await userEvent.type(form.getByLabelText(/^رمز عبور جدید/), 'Rz!9Kq#2vLm');
    await userEvent.type(form.getByLabelText(/^تکرار رمز عبور/), 'Rz!9Kq#2vLm');
    await userEvent.click(form.getByRole('button', { name: 'تغییر رمز عبور' }));
    await waitFor(
      () => expect(screen.getByRole('tab', { name: 'مشخصات' })).toHaveAttribute('aria-selected', 'true'),
      wait,
    );
    await expect(
      issueToken({ grant_type: 'password', username: 'student', password: 'student123' }),
    ).rejects.toBeTruthy();
    await expect(
      issueToken({ grant_type: 'password', username: 'student', password: 'Rz!9Kq#2vLm' }),
    ).resolves.toHaveProperty('access_token');
  }, 60_000);
});

describe('/user/messages', () => {
  it('lists the inbox with unread marked, opens one (marked read) and deletes it', async () => {
    await renderShell({ route: '/user/messages' });
    const rows = await screen.findAllByTestId('message-row', {}, wait);
    const unread = rows.find((r) => r.getAttribute('data-unread') === 'true' && r.textContent?.includes('یادآوری'));
    expect(unread).toBeDefined();
    await userEvent.click(unread!);
    expect(await screen.findByTestId('message-subject', {}, wait)).toHaveTextContent(
      'یادآوری: مهلت رزرو غذای هفتهٔ آینده',
    );
    expect(screen.getByTestId('message-body').innerHTML).toContain('<b>چهارشنبه ساعت ۱۲</b>');
    await waitFor(async () => {
      const inbox = await listInboxMessages({ page: 0, size: 100 });
      expect(inbox.payload?.content.find((m) => m.message.subject.startsWith('یادآوری'))?.read).toBe(true);
    }, wait);
    await userEvent.click(screen.getByRole('button', { name: 'حذف پیام' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'حذف پیام' }));
    await userEvent.click(dialog.getByRole('button', { name: 'حذف پیام' }));
    await screen.findByTestId('messages-page', {}, wait);
    await waitFor(() => expect(screen.queryByText('یادآوری: مهلت رزرو غذای هفتهٔ آینده')).not.toBeInTheDocument(), wait);
  }, 60_000);

  it('sends a message to a user and shows it in the outbox; an unknown receiver keeps what was typed', async () => {
    await renderShell({ route: '/user/messages' });
    await userEvent.click(await screen.findByRole('button', { name: 'پیام جدید' }, wait));
    const dialog = within(await screen.findByRole('dialog', { name: 'ارسال پیام' }));
    await userEvent.type(dialog.getByLabelText(/نام کاربری گیرنده/), 'nobody-here');
    await userEvent.type(dialog.getByLabelText(/موضوع/), 'سلام دوباره');
    await userEvent.type(dialog.getByLabelText(/متن پیام/), 'متن آزمایشی');
    await userEvent.click(dialog.getByRole('button', { name: 'ارسال' }));
    expect(await dialog.findByRole('alert', {}, wait)).toHaveTextContent('گیرنده یافت نشد');
    expect(dialog.getByLabelText(/موضوع/)).toHaveValue('سلام دوباره');
    await userEvent.clear(dialog.getByLabelText(/نام کاربری گیرنده/));
    await userEvent.type(dialog.getByLabelText(/نام کاربری گیرنده/), 'staff');
    await userEvent.click(dialog.getByRole('button', { name: 'ارسال' }));
    await waitFor(
      () => expect(screen.getByRole('tab', { name: 'پیام‌های ارسالی' })).toHaveAttribute('aria-selected', 'true'),
      wait,
    );
    expect(await screen.findByText('سلام دوباره', {}, wait)).toBeInTheDocument();
  }, 60_000);
});
