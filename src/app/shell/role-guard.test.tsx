import { screen } from '@testing-library/react';
import { RoleGuard } from '@/session/role-guard';
import { server } from '@tests/msw-server';
import { emptyInbox, renderShell, signIn, signOutLocally } from '@tests/kits/shell-test-kit';

/*
 * platform.md 6: content for holders of ALL `roles` and ONE OF `oneOf`; otherwise a redirect (home by
 * default), a fallback, or nothing. Run inside the shell with a real token: the student's authorities
 * are ROLE_STUDENT, ROLE_NURTURE_USER, ROLE_RS_USERS_ME… and ROLE_USER_VIEW_OWN_PAYMENTS, never ROLE_NURTURE_ADMIN.
 */

beforeEach(async () => {
  signOutLocally();
  server.use(emptyInbox);
  await signIn();
});

function renderGuarded(guard: React.ReactElement) {
  return renderShell({
    route: '/guarded',
    children: [
      { path: '/', element: <div data-testid="home-stub" /> },
      { path: '/elsewhere', element: <div data-testid="elsewhere" /> },
      { path: '/guarded', element: guard },
    ],
  });
}

const wait = { timeout: 5000 };

describe('RoleGuard', () => {
  it('shows the content with all roles and one of oneOf', async () => {
    await renderGuarded(
      <RoleGuard
        roles={['ROLE_STUDENT', 'ROLE_NURTURE_USER']}
        oneOf={['ROLE_NURTURE_ADMIN', 'ROLE_USER_VIEW_OWN_PAYMENTS']}
      >
        <div data-testid="secret" />
      </RoleGuard>,
    );
    expect(await screen.findByTestId('secret', {}, wait)).toBeInTheDocument();
  });

  it('redirects home when one of `roles` is missing', async () => {
    await renderGuarded(
      <RoleGuard roles={['ROLE_STUDENT', 'ROLE_NURTURE_ADMIN']}>
        <div data-testid="secret" />
      </RoleGuard>,
    );
    expect(await screen.findByTestId('home-stub', {}, wait)).toBeInTheDocument();
    expect(screen.queryByTestId('secret')).not.toBeInTheDocument();
  });

  it('redirects where told when none of `oneOf` is held', async () => {
    await renderGuarded(
      <RoleGuard roles={['ROLE_STUDENT']} oneOf={['ROLE_NURTURE_ADMIN', 'ROLE_SELF_OPERATOR']} redirectTo="/elsewhere">
        <div data-testid="secret" />
      </RoleGuard>,
    );
    expect(await screen.findByTestId('elsewhere', {}, wait)).toBeInTheDocument();
  });

  it('shows the fallback instead of redirecting, or nothing with redirectTo null', async () => {
    const { unmount } = await renderGuarded(
      <RoleGuard oneOf={['ROLE_NURTURE_ADMIN']} fallback={<div data-testid="fallback" />}>
        <div data-testid="secret" />
      </RoleGuard>,
    );
    expect(await screen.findByTestId('fallback', {}, wait)).toBeInTheDocument();
    unmount();
    await renderGuarded(
      <div data-testid="page">
        <RoleGuard oneOf={['ROLE_NURTURE_ADMIN']} redirectTo={null}>
          <div data-testid="secret" />
        </RoleGuard>
      </div>,
    );
    expect(await screen.findByTestId('page', {}, wait)).toBeEmptyDOMElement();
  });
});
