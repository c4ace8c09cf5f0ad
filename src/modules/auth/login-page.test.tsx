import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@/api/tokens';
import type { RuntimeConfigInput } from '@/config/schema';
import { ACCOUNTS, STUDENT_AUTHORITIES } from '@mocks/world/accounts';
import { captchaTextFor } from '@mocks/world/captcha';
import { db } from '@mocks/world/db';
import { renderAuthRoutes } from '@tests/kits/auth-test-kit';
import { resetWorld, server } from '@tests/msw-server';
import { resetChosenUniversityCache } from '@/session/current-university';
import { externalNavigation } from './welcome-modal';

/*
 * The login page against the mock world (MSW Node server, the same handlers as the app's mock):
 * real machine delays (1.5 s result, 2 s error, 1 s redirect), so waits use generous timeouts.
 */

const RESULT = { timeout: 6000 };

function renderLogin(route = '/login', config: Partial<RuntimeConfigInput> = {}, reactStrictMode = false) {
  return renderAuthRoutes(route, { config, reactStrictMode });
}

/** The nonce of every captcha the page asked for, in order. */
function captureNonces(): string[] {
  const nonces: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/rest/captcha') {
      void request
        .clone()
        .json()
        .then((body: { nonce: string }) => nonces.push(body.nonce));
    }
  };
  server.events.on('request:start', listener);
  return nonces;
}

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(await screen.findByLabelText(/نام کاربری/, undefined, RESULT), username);
  await user.type(screen.getByLabelText(/رمز عبور/, { selector: 'input' }), password);
}

const submit = () => screen.getByTestId('login-submit');

beforeEach(() => {
  localStorage.clear();
  resetChosenUniversityCache();
  resetWorld();
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('login page: sign in against the mock world', () => {
  it('captcha off: signs in, shows the welcome, stores the tokens and goes home', async () => {
    const user = userEvent.setup();
    await renderLogin();
    expect(await screen.findByRole('heading', { name: 'ورود به سامانه' }, RESULT)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^کد امنیتی/, { selector: 'input' })).not.toBeInTheDocument();
    await fillCredentials(user, 'student', 'student123');
    await user.click(submit());
    // Loading during the 1.5 s result delay.
    await waitFor(() => expect(submit()).toHaveAttribute('data-loading', 'true'));
    expect(submit()).toHaveTextContent('در حال ورود…');
    expect(await screen.findByText('سارا محمدی عزیز، خوش آمدید', undefined, RESULT)).toBeInTheDocument();
    expect(await screen.findByTestId('home', undefined, RESULT)).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeTruthy();
  });

  it('captcha on: a wrong captcha fails with the server text, the new captcha then works', async () => {
    const user = userEvent.setup();
    const nonces = captureNonces();
    await renderLogin('/login', {
      university: { unikey: 'sbu', universityLabel: 'دانشگاه شهید بهشتی', universityURL: '', captchaEnable: 1 },
    });
    const image = await screen.findByTestId('captcha-image', undefined, RESULT);
    expect(image).toHaveAttribute('width', '110');
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await fillCredentials(user, 'student', 'student123');
    // Without the captcha text the form is not ready.
    expect(submit()).toBeDisabled();
    await waitFor(() => expect(nonces).toHaveLength(1), RESULT);
    const wrong = captchaTextFor(nonces[0]!) === '00000' ? '11111' : '00000';
    await user.type(screen.getByLabelText(/^کد امنیتی/, { selector: 'input' }), wrong);
    await user.click(submit());

    const error = await screen.findByTestId('login-error', undefined, RESULT);
    expect(error).toHaveTextContent('کد امنیتی واردشده نادرست است');
    // A new captcha replaces the used one; username and password are kept, the captcha text cleared.
    await waitFor(() => expect(nonces).toHaveLength(2), RESULT);
    await screen.findByTestId('captcha-image', undefined, RESULT);
    expect(screen.getByLabelText(/نام کاربری/)).toHaveValue('student');
    expect(screen.getByLabelText(/^کد امنیتی/, { selector: 'input' })).toHaveValue('');

    await user.type(screen.getByLabelText(/^کد امنیتی/, { selector: 'input' }), captchaTextFor(nonces[1]!));
    await user.click(submit());
    expect(await screen.findByTestId('home', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeTruthy();
  });

  // npm start renders in StrictMode: the first mount's captcha call is aborted by the unmount and
  // must not leave the remounted form with a failed captcha (machines/abortable-promise.ts).
  it('captcha on under StrictMode: the captcha loads', async () => {
    await renderLogin(
      '/login',
      { university: { unikey: 'sbu', universityLabel: 'دانشگاه', universityURL: '', captchaEnable: 1 } },
      true,
    );
    expect(await screen.findByTestId('captcha-image', undefined, RESULT)).toBeInTheDocument();
  });

  it('captcha refresh button loads a new image', async () => {
    const user = userEvent.setup();
    const nonces = captureNonces();
    await renderLogin('/login', {
      university: { unikey: 'sbu', universityLabel: 'دانشگاه', universityURL: '', captchaEnable: 1 },
    });
    await screen.findByTestId('captcha-image', undefined, RESULT);
    await user.click(screen.getByRole('button', { name: 'نمایش کد امنیتی جدید' }));
    await waitFor(() => expect(nonces).toHaveLength(2), RESULT);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(await screen.findByTestId('captcha-image', undefined, RESULT)).toBeInTheDocument();
  });

  it.each([
    ['wrong password', 'student', 'nope', 'نام کاربری یا رمز عبور نادرست است.'],
    ['unknown user', 'nobody', 'x', 'نام کاربری یا رمز عبور نادرست است.'],
    ['locked account', 'locked', 'locked123', 'حساب کاربری شما توسط اپراتور قفل شده است.'],
    ['disabled account', 'disabled', 'disabled123', 'حساب کاربری شما غیرفعال است.'],
  ])('%s: the mapped message shows for 2 s, no tokens are stored', async (_name, username, password, text) => {
    const user = userEvent.setup();
    await renderLogin();
    await fillCredentials(user, username, password);
    await user.click(submit());
    const error = await screen.findByTestId('login-error', undefined, RESULT);
    expect(error).toHaveTextContent(text);
    expect(error.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(screen.queryByTestId('login-error')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.getByLabelText(/نام کاربری/)).toHaveValue(username);
  });

  it('the error shows once the spinner has stopped, never under it', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await fillCredentials(user, 'student', 'nope');
    await user.click(submit());
    const form = screen.getByTestId('login-form');
    let sawErrorWhileBusy = false;
    const watch = new MutationObserver(() => {
      if (screen.queryByTestId('login-error') && form.getAttribute('aria-busy') === 'true') sawErrorWhileBusy = true;
    });
    watch.observe(form, { subtree: true, childList: true, attributes: true });
    expect(await screen.findByTestId('login-error', undefined, RESULT)).toBeInTheDocument();
    watch.disconnect();
    expect(form).not.toHaveAttribute('aria-busy', 'true');
    expect(sawErrorWhileBusy).toBe(false);
  });

  it('a dropped connection shows the connect message', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/oauth/token', () => HttpResponse.error()));
    await renderLogin();
    await fillCredentials(user, 'student', 'student123');
    await user.click(submit());
    expect(await screen.findByTestId('login-error', undefined, RESULT)).toHaveTextContent(
      'برقراری ارتباط با سرور ممکن نشد.',
    );
  });
});

describe('login page: submit rules', () => {
  it('disabled until username and password are filled; Persian digits are sent as Latin', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await screen.findByTestId('login-form', undefined, RESULT);
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/نام کاربری/), '۹۸۱۲۳');
    expect(screen.getByLabelText(/نام کاربری/)).toHaveValue('98123');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/رمز عبور/, { selector: 'input' }), 'x');
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText(/نام کاربری/));
    expect(submit()).toBeDisabled();
  });

  it('cloud mode without a chosen university: disabled, with the brand and banner on the side', async () => {
    const user = userEvent.setup();
    await renderLogin('/login', { serveMode: 'cloud' });
    await fillCredentials(user, 'student', 'student123');
    expect(submit()).toBeDisabled();
    expect(screen.getByText('برای ورود، ابتدا دانشگاه خود را انتخاب کنید.')).toBeInTheDocument();
    expect(screen.getByTestId('brand-banner')).toBeInTheDocument();
  });
});

describe('login page: post-login redirect', () => {
  it('honours a same-site next', async () => {
    const user = userEvent.setup();
    await renderLogin(`/login?next=${encodeURIComponent('/user/wallet')}`);
    await fillCredentials(user, 'student', 'student123');
    await user.click(submit());
    expect(await screen.findByTestId('wallet', undefined, RESULT)).toBeInTheDocument();
  });

  it.each(['//evil.com', 'https://x'])('ignores next=%s and goes home', async (next) => {
    const user = userEvent.setup();
    const { router } = await renderLogin(`/login?next=${encodeURIComponent(next)}`);
    await fillCredentials(user, 'student', 'student123');
    await user.click(submit());
    expect(await screen.findByTestId('home', undefined, RESULT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a signed-in visitor of /login goes home', async () => {
    const { requestLoginToken } = await import('./auth-api');
    const tokens = await requestLoginToken({
      username: 'student',
      password: 'student123',
      captchaText: undefined,
      validation: undefined,
      nonce: undefined,
    });
    localStorage.setItem(ACCESS_TOKEN_KEY, tokens.access_token);
    localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
    await renderLogin('/login');
    expect(await screen.findByTestId('home', undefined, RESULT)).toBeInTheDocument();
  });
});

describe('login page: welcome modal for management users', () => {
  const staffConfig: Partial<RuntimeConfigInput> = { ui: { showModalOnLogin: true } };

  it('"student login" goes to the target', async () => {
    const user = userEvent.setup();
    await renderLogin(`/login?next=${encodeURIComponent('/user/wallet')}`, staffConfig);
    await fillCredentials(user, 'staff', 'staff123');
    await user.click(submit());
    const modal = await screen.findByRole('dialog', { name: 'خوش آمدید' }, RESULT);
    expect(within(modal).getByText('حساب شما دسترسی مدیریتی دارد. با کدام نقش وارد می‌شوید؟')).toBeInTheDocument();
    await user.click(within(modal).getByTestId('welcome-student'));
    expect(await screen.findByTestId('wallet')).toBeInTheDocument();
  });

  it('"management login" fetches a login token and leaves for the management view', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    await renderLogin('/login', staffConfig);
    await fillCredentials(user, 'staff', 'staff123');
    await user.click(submit());
    const modal = await screen.findByRole('dialog', { name: 'خوش آمدید' }, RESULT);
    await user.click(within(modal).getByTestId('welcome-management'));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toMatch(/^http:\/\/localhost(:\d+)?\/j_security_check\?loginAsToken=[0-9a-f]+$/);
  });

  it('no modal when the setting is off: a management user goes straight to the target', async () => {
    const user = userEvent.setup();
    await renderLogin('/login', { ui: { showModalOnLogin: false } });
    await fillCredentials(user, 'staff', 'staff123');
    await user.click(submit());
    expect(await screen.findByTestId('home', undefined, RESULT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a user with student-type roles only never sees the modal', async () => {
    // The seeded student also holds ROLE_USER_VIEW_OWN_PAYMENTS, which platform.md 6 does not list
    // as student-type (so it counts as management): give them the student list alone.
    db.user.update({ where: { id: { equals: ACCOUNTS.student.id } }, data: { authorities: [...STUDENT_AUTHORITIES] } });
    const user = userEvent.setup();
    await renderLogin('/login', staffConfig);
    await fillCredentials(user, 'student', 'student123');
    await user.click(submit());
    expect(await screen.findByTestId('home', undefined, RESULT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
