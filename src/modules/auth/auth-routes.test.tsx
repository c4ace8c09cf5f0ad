import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@/api/tokens';
import type { RuntimeConfigInput } from '@/config/schema';
import { captchaTextFor } from '@mocks/world/captcha';
import { renderAuthRoutes } from '@tests/kits/auth-test-kit';
import { resetWorld, server } from '@tests/msw-server';
import { requestLoginToken } from './auth-api';
import { resetChosenUniversityCache } from '@/session/current-university';
import { beginCasLogin } from './cas-state';

/* The other public routes: the CAS callback, logout and password recovery. */

const SLOW = { timeout: 8000 };

function renderRoute(route: string, config: Partial<RuntimeConfigInput> = {}) {
  return renderAuthRoutes(route, { config });
}

async function studentTokens() {
  return requestLoginToken({
    username: 'student',
    password: 'student123',
    captchaText: undefined,
    validation: undefined,
    nonce: undefined,
  });
}

beforeEach(() => {
  localStorage.clear();
  resetChosenUniversityCache();
  resetWorld();
});
afterEach(() => server.events.removeAllListeners());

describe('/loginCas/{accessToken}/{refreshToken} (platform.md 2.4)', () => {
  it('stores the tokens, shows "logging in", loads the profile after 2.2 s and goes to the root', async () => {
    const tokens = await studentTokens();
    beginCasLogin(); // the SSO button of this tab started it
    await renderRoute(`/loginCas/access_token=${tokens.access_token}/refresh_token=${tokens.refresh_token}`);
    expect(await screen.findByText('در حال ورود…', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(tokens.access_token));
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe(tokens.refresh_token);
    expect(await screen.findByTestId('home', undefined, SLOW)).toBeInTheDocument();
  });

  it('a failure shows the CAS error, then logs out', async () => {
    beginCasLogin();
    await renderRoute('/loginCas/access_token=not-a-token/refresh_token=nor-this');
    expect(
      await screen.findByText('ورود یکپارچه انجام نشد. لطفاً دوباره وارد شوید.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('home', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull());
  });

  it('a token link this tab did not start is refused (login CSRF): nothing stored', async () => {
    const tokens = await studentTokens();
    await renderRoute(`/loginCas/access_token=${tokens.access_token}/refresh_token=${tokens.refresh_token}x`);
    expect(await screen.findByText(/این پیوند ورود از این صفحه آغاز نشده است/, undefined, SLOW)).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('a token link never replaces a signed-in user', async () => {
    const mine = await studentTokens();
    localStorage.setItem(ACCESS_TOKEN_KEY, mine.access_token);
    localStorage.setItem(REFRESH_TOKEN_KEY, mine.refresh_token);
    beginCasLogin();
    await renderRoute('/loginCas/access_token=someone-else/refresh_token=theirs');
    expect(await screen.findByText(/شما هم‌اکنون وارد حساب خود شده‌اید/, undefined, SLOW)).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(mine.access_token);
  });

  it('missing tokens go to the root', async () => {
    await renderRoute('/loginCas');
    expect(await screen.findByTestId('home', undefined, SLOW)).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});

describe('/logout', () => {
  it('a signed-in user is logged out: tokens cleared, then the root', async () => {
    const tokens = await studentTokens();
    localStorage.setItem(ACCESS_TOKEN_KEY, tokens.access_token);
    localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
    await renderRoute('/logout');
    expect(await screen.findByTestId('home', undefined, SLOW)).toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('a visitor who is not signed in goes to the login page', async () => {
    await renderRoute('/logout');
    expect(await screen.findByRole('heading', { name: 'ورود به سامانه' }, SLOW)).toBeInTheDocument();
  });
});

describe('/reset-password (platform.md 2.3)', () => {
  it('goes to the login page when recovery is off', async () => {
    await renderRoute('/reset-password');
    expect(await screen.findByRole('heading', { name: 'ورود به سامانه' }, SLOW)).toBeInTheDocument();
  });

  it("username and captcha, then the machine's success message", async () => {
    const user = userEvent.setup();
    const nonces: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/rest/captcha') {
        void request
          .clone()
          .json()
          .then((body: { nonce: string }) => nonces.push(body.nonce));
      }
    });
    await renderRoute('/reset-password', { ui: { resetPasswordEnabled: true } });
    expect(await screen.findByRole('heading', { name: 'بازیابی رمز عبور' }, SLOW)).toBeInTheDocument();
    await screen.findByTestId('captcha-image', undefined, SLOW);
    await waitFor(() => expect(nonces).toHaveLength(1), SLOW);
    const submit = screen.getByRole('button', { name: 'احراز هویت' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/نام کاربری/), 'student');
    await user.type(screen.getByLabelText(/^کد امنیتی/, { selector: 'input' }), captchaTextFor(nonces[0]!));
    await user.click(submit);
    expect(await screen.findByText('درخواست بازیابی رمز عبور ثبت شد.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه ورود' })).toHaveAttribute('href', '/login');
  });

  it('a wrong captcha shows the server message and a new captcha', async () => {
    const user = userEvent.setup();
    await renderRoute('/reset-password', { ui: { resetPasswordEnabled: true } });
    await screen.findByTestId('captcha-image', undefined, SLOW);
    await user.type(screen.getByLabelText(/نام کاربری/), 'student');
    await user.type(screen.getByLabelText(/^کد امنیتی/, { selector: 'input' }), 'abcde');
    await user.click(screen.getByRole('button', { name: 'احراز هویت' }));
    expect(await screen.findByTestId('reset-error', undefined, SLOW)).toHaveTextContent(
      'کد امنیتی نادرست است یا منقضی شده است.',
    );
  });

  it('"captcha not ready" when the captcha could not be loaded', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/rest/captcha', () => HttpResponse.json({ status: 500 }, { status: 500 })));
    await renderRoute('/reset-password', { ui: { resetPasswordEnabled: true } });
    expect(await screen.findByText(/کد امنیتی دریافت نشد/, undefined, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/نام کاربری/), 'student');
    await user.click(screen.getByRole('button', { name: 'احراز هویت' }));
    expect(await screen.findByTestId('reset-warning')).toHaveTextContent(
      'کد امنیتی هنوز آماده نیست؛ کمی صبر کنید یا کد جدیدی بگیرید.',
    );
  });
});
