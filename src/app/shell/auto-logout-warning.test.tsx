import { screen } from '@testing-library/react';
import { server } from '@tests/msw-server';
import { emptyInbox, renderShell, signIn, signOutLocally } from '@tests/kits/shell-test-kit';

beforeEach(async () => {
  signOutLocally();
  server.use(emptyInbox);
  await signIn();
});

describe('auto-logout warning', () => {
  it('shows "you will be logged out in a moment" 10 s before the automatic logout, then logs out', async () => {
    // autoLogoutTime 11 s: the warning after 1 s, the logout 10 s later.
    await renderShell({
      config: { university: { unikey: 't', universityLabel: 'ت', universityURL: '', autoLogoutTime: 11 } },
    });
    const warning = await screen.findByTestId('auto-logout-warning', {}, { timeout: 5000 });
    expect(warning).toHaveAttribute('role', 'alert');
    expect(warning).toHaveTextContent('تا لحظاتی دیگر از سامانه خارج می‌شوید.');
    expect(warning).toHaveTextContent(/(۱۰|۹) ثانیه مانده/);
    expect(await screen.findByTestId('page:/login', {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(localStorage.getItem('portal.accessToken')).toBeNull();
  }, 20_000);

  it('is not shown when auto-logout is off (the default)', async () => {
    await renderShell();
    await screen.findByTestId('home-desktop', {}, { timeout: 5000 });
    expect(screen.queryByTestId('auto-logout-warning')).not.toBeInTheDocument();
  });
});
