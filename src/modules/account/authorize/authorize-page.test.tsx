import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ok } from '@mocks/http';
import { server } from '@tests/msw-server';
import { freshStudentSession, renderShell } from '@tests/kits/shell-test-kit';

const wait = { timeout: 8000 };

beforeEach(freshStudentSession);

describe('/user/authorize', () => {
  it('shows a one-time sign-in code as QR and text, and fetches a new one on demand', async () => {
    await renderShell({ route: '/user/authorize' });
    const code = await screen.findByTestId('authorize-code', {}, wait);
    const first = code.textContent;
    expect(first).toMatch(/^[0-9a-f]{48}$/);
    expect(screen.getByRole('img', { name: 'کد ورود یک‌بارمصرف' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'کد تازه' }));
    await waitFor(() => expect(screen.getByTestId('authorize-code').textContent).not.toBe(first), wait);
  });

  it('reads a server that answers the token as a bare string too, and calls an answer without a token a failure', async () => {
    server.use(http.get('*/rest/users/me/login-token', () => HttpResponse.json(ok('BARE-TOKEN')), { once: true }));
    await renderShell({ route: '/user/authorize' });
    expect(await screen.findByTestId('authorize-code', {}, wait)).toHaveTextContent('BARE-TOKEN');
    server.use(
      http.get('*/rest/users/me/login-token', () => HttpResponse.json(ok({ changeProfilePicturePermission: true }))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'کد تازه' }));
    await waitFor(() => expect(screen.queryByTestId('authorize-code')).not.toBeInTheDocument(), wait);
  });
});
