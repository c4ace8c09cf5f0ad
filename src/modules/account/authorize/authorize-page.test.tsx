import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
