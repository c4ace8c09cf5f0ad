import { screen } from '@testing-library/react';
import { act } from 'react';
import { Outlet, useLocation } from 'react-router';
import { emitAppEvent } from '@/api/app-events';
import { issueToken } from '@/api/generated/oauth/hooks/oauth/oauth';
import { clearTokens, getTokens, setTokens } from '@/api/tokens';
import { SESSION_STORAGE_KEYS } from '@/lib/session-owned';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server } from '@tests/msw-server';
import { renderApp } from '../../tests/render';
import { readProfileAtBoot } from './profile-api';
import { RequireAuth } from './require-auth';
import { SessionProvider, useSession } from './session-provider';

/** A sign-in against the mock backend (MSW) whose tokens are stored, as a previous visit left them. */
async function signIn(): Promise<void> {
  const tokens = await issueToken({ grant_type: 'password', username: 'student', password: 'student123' });
  setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
}

function Who() {
  const { profile } = useSession();
  return <p data-testid="who">{profile?.username ?? '…'}</p>;
}

function Login() {
  const { search } = useLocation();
  return <p data-testid="login">{search}</p>;
}

const routes = [
  {
    element: (
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    ),
    children: [
      { path: '/login', element: <Login /> },
      {
        path: '/helpdesk/create-issue',
        element: (
          <RequireAuth>
            <Who />
          </RequireAuth>
        ),
      },
      {
        path: '/',
        element: (
          <RequireAuth>
            <Who />
          </RequireAuth>
        ),
      },
    ],
  },
];

describe('SessionProvider', () => {
  afterEach(() => {
    clearTokens();
    localStorage.clear();
  });

  // React StrictMode (npm start) mounts, unmounts and remounts: the profile call of the first
  // mount is aborted and must not end the session the remount is loading.
  it('keeps stored tokens and signs in under StrictMode', async () => {
    await signIn();
    await renderApp(<div />, { path: '/__unused__', routes, reactStrictMode: true });
    expect(await screen.findByTestId('who')).toHaveTextContent('student');
    expect(screen.queryByTestId('login')).toBeNull();
    expect(getTokens()).not.toBeNull();
  });

  it('takes the profile read at boot under StrictMode: signed in with one profile call', async () => {
    await signIn();
    let profileCalls = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/rest/users/me') profileCalls += 1;
    };
    server.events.on('request:start', count);
    try {
      readProfileAtBoot();
      await renderApp(<div />, { path: '/__unused__', routes, reactStrictMode: true });
      expect(await screen.findByTestId('who')).toHaveTextContent('student');
      expect(profileCalls).toBe(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it("a session ended elsewhere (another tab's sign-out) takes what it owns: the payment under way, the cart", async () => {
    await signIn();
    await renderApp(<div />, { path: '/__unused__', routes });
    expect(await screen.findByTestId('who')).toHaveTextContent('student');
    sessionStorage.setItem(
      SESSION_STORAGE_KEYS.pendingPayment,
      JSON.stringify({ step: 'atBank', owner: 'student', paymentCode: 'P1' }),
    );
    localStorage.setItem(STORAGE_KEYS.reserveCart, '{"lines":[]}');
    localStorage.setItem(STORAGE_KEYS.language, 'fa');
    clearTokens();
    expect(await screen.findByTestId('login')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pendingPayment)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.reserveCart)).toBeNull();
    // The device's own settings stay.
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fa');
  });

  it('keeps stored tokens and signs in without StrictMode', async () => {
    await signIn();
    await renderApp(<div />, { path: '/__unused__', routes });
    expect(await screen.findByTestId('who')).toHaveTextContent('student');
  });

  it('a session that ends under a page sends the student back to it after the next sign-in', async () => {
    await signIn();
    await renderApp(<div />, { path: '/__unused__', route: '/helpdesk/create-issue?x=1', routes });
    expect(await screen.findByTestId('who')).toHaveTextContent('student');
    // Another tab's refresh was refused.
    act(() => emitAppEvent('session.expired', { next: '/helpdesk/create-issue' }));
    expect(await screen.findByTestId('login')).toHaveTextContent(
      `?next=${encodeURIComponent('/helpdesk/create-issue?x=1')}`,
    );
  });
});
