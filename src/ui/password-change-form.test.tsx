import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/api/api-error';
import { checkPassword, type PasswordPolicy } from '@/lib/password-policy';
import { resetWorld, server } from '@tests/msw-server';
import { PasswordChangeForm, passwordChangeFailure, validatePasswordChange } from './password-change-form';
import { emptyInbox, renderShell, signIn, signOutLocally } from '@tests/kits/shell-test-kit';

const policy: PasswordPolicy = {
  minLength: 8,
  maxLength: 64,
  digits: 1,
  lowercase: 1,
  numericalSequence: true,
  repeats: true,
  whitespace: true,
};

describe('validatePasswordChange (platform.md 5, expired-password form)', () => {
  const check = (next: string) => (next ? checkPassword(next, policy) : null);
  it('requires all three fields', () => {
    expect(validatePasswordChange({ current: '', next: '', confirm: '' }, null)).toEqual({
      current: 'required',
      next: 'required',
      confirm: 'required',
    });
  });
  it('wants the confirmation to equal the new password', () => {
    expect(
      validatePasswordChange({ current: 'old', next: 'Tehran#2025x', confirm: 'Tehran#2025' }, check('Tehran#2025x')),
    ).toEqual({ confirm: 'mismatch' });
  });
  it('refuses the current password as the new one ("same password")', () => {
    expect(
      validatePasswordChange({ current: 'abc12345x', next: 'abc12345x', confirm: 'abc12345x' }, check('abc12345x')),
    ).toEqual({ next: 'same' });
  });
  it('checks the new password against the policy', () => {
    expect(validatePasswordChange({ current: 'old', next: 'short1', confirm: 'short1' }, check('short1'))).toEqual({
      next: 'policy',
    });
    expect(
      validatePasswordChange({ current: 'old', next: 'Tehran#2025x', confirm: 'Tehran#2025x' }, check('Tehran#2025x')),
    ).toEqual({});
  });
  it('maps server failures: same password, the server text, otherwise connection', () => {
    expect(
      passwordChangeFailure(ApiError.fromHttp(400, { messageResource: 'USER_SAME_PASSWORD', messageFa: 'x' })),
    ).toEqual({ key: 'same' });
    expect(
      passwordChangeFailure(ApiError.fromHttp(400, { messageResource: 'USER_WRONG_PASSWORD', messageFa: 'نادرست' })),
    ).toEqual({ message: 'نادرست' });
    expect(passwordChangeFailure(ApiError.network(new Error('x')))).toEqual({ key: 'connection' });
    expect(passwordChangeFailure(new Error('x'))).toEqual({ key: 'connection' });
  });
});

describe('PasswordChangeForm', () => {
  beforeEach(async () => {
    resetWorld();
    signOutLocally();
    server.use(emptyInbox);
    await signIn();
  });

  async function renderForm(onChanged = vi.fn()) {
    await renderShell({ children: [{ path: '/', element: <PasswordChangeForm onChanged={onChanged} /> }] });
    const form = within(await screen.findByTestId('password-change-form', {}, { timeout: 5000 }));
    return { form, onChanged };
  }
  const field = (form: ReturnType<typeof within>, label: RegExp) => form.getByLabelText(label);

  it('shows every rule: required, policy list from the per-user policy, mismatch, same password', async () => {
    const { form, onChanged } = await renderForm();
    // The student's policy (GET /rest/users/password-configs?username=student) is listed.
    const requirements = within(await form.findByTestId('password-requirements'));
    expect(requirements.getByText(/دست‌کم ۸ نویسه/)).toBeInTheDocument();

    await userEvent.click(form.getByRole('button', { name: 'تغییر رمز عبور' }));
    expect(form.getAllByText('این فیلد را پر کنید')).toHaveLength(3);
    expect(field(form, /رمز عبور فعلی/)).toHaveFocus();

    await userEvent.type(field(form, /رمز عبور فعلی/), 'student123');
    await userEvent.type(field(form, /^رمز عبور جدید/), 'abcd1');
    await userEvent.type(field(form, /تکرار رمز عبور جدید/), 'abcd2');
    await userEvent.click(form.getByRole('button', { name: 'تغییر رمز عبور' }));
    expect(form.getByText('رمز عبور جدید شرایط زیر را ندارد')).toBeInTheDocument();
    expect(form.getByText('تکرار رمز عبور با رمز عبور جدید یکسان نیست')).toBeInTheDocument();
    // The failed rules, from checkPassword's error list.
    const unmet = [...requirements.getAllByRole('listitem')].filter((li) => li.getAttribute('data-met') === 'false');
    expect(unmet.map((li) => li.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('نویسه'), expect.stringContaining('الفبایی')]),
    );

    await userEvent.clear(field(form, /^رمز عبور جدید/));
    await userEvent.type(field(form, /^رمز عبور جدید/), 'student123');
    expect(form.getByText('رمز عبور جدید نباید با رمز عبور فعلی یکسان باشد')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("names each field's show/hide button in the page's language, never Mantine's English", async () => {
    const { form } = await renderForm();
    expect(form.queryByRole('button', { name: 'Toggle password visibility' })).not.toBeInTheDocument();
    expect(form.getAllByRole('button', { name: 'نمایش یا پنهان کردن رمز عبور' })).toHaveLength(3);
  });

  it('sends the change and reports success', async () => {
    let body: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/rest/users/me/change-password'))
        body = await request.clone().json();
    });
    const { form, onChanged } = await renderForm();
    await userEvent.type(field(form, /رمز عبور فعلی/), 'student123');
    await userEvent.type(field(form, /^رمز عبور جدید/), 'Tehran#2025x');
    await userEvent.type(field(form, /تکرار رمز عبور جدید/), 'Tehran#2025x');
    await userEvent.click(form.getByRole('button', { name: 'تغییر رمز عبور' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ password: 'student123', newPassword: 'Tehran#2025x', repeatNewPassword: 'Tehran#2025x' });
    server.events.removeAllListeners();
  });

  it('says "connection error, try again" when the server cannot be reached', async () => {
    server.use(http.put('*/rest/users/me/change-password', () => HttpResponse.error()));
    const { form, onChanged } = await renderForm();
    await userEvent.type(field(form, /رمز عبور فعلی/), 'student123');
    await userEvent.type(field(form, /^رمز عبور جدید/), 'Tehran#2025x');
    await userEvent.type(field(form, /تکرار رمز عبور جدید/), 'Tehran#2025x');
    await userEvent.click(form.getByRole('button', { name: 'تغییر رمز عبور' }));
    expect(await form.findByTestId('password-change-failure')).toHaveTextContent('خطا در اتصال؛ لطفاً دوباره تلاش کنید');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows the server message (messageFa) when the server refuses', async () => {
    const { form } = await renderForm();
    await userEvent.type(field(form, /رمز عبور فعلی/), 'not-my-password');
    await userEvent.type(field(form, /^رمز عبور جدید/), 'Tehran#2025x');
    await userEvent.type(field(form, /تکرار رمز عبور جدید/), 'Tehran#2025x');
    await userEvent.click(form.getByRole('button', { name: 'تغییر رمز عبور' }));
    expect(await form.findByTestId('password-change-failure')).toHaveTextContent('رمز عبور فعلی نادرست است.');
  });
});
