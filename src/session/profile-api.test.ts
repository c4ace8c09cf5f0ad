import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueToken } from '@/api/generated/oauth/hooks/oauth/oauth';
import { clearTokens, getTokens, setTokens } from '@/api/tokens';
import { server } from '@tests/msw-server';
import { loadSessionProfile, readProfileAtBoot } from './profile-api';

async function signIn(): Promise<void> {
  const tokens = await issueToken({ grant_type: 'password', username: 'student', password: 'student123' });
  setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
}

let profileCalls = 0;
const countProfileCalls = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/rest/users/me') profileCalls += 1;
};

beforeEach(async () => {
  profileCalls = 0;
  server.events.on('request:start', countProfileCalls);
  await signIn();
});
afterEach(() => {
  server.events.removeListener('request:start', countProfileCalls);
  clearTokens();
});

describe('the profile read at boot', () => {
  it("is the session's first profile load: one call", async () => {
    readProfileAtBoot();
    const profile = await loadSessionProfile();
    expect(profile.username).toBe('student');
    expect(profileCalls).toBe(1);
    // Taken once: the next load (a retry) asks again.
    await loadSessionProfile();
    expect(profileCalls).toBe(2);
  });

  it("a load aborted meanwhile (StrictMode's first mount) leaves it to the next", async () => {
    readProfileAtBoot();
    const first = new AbortController();
    const aborted = loadSessionProfile(first.signal);
    first.abort();
    const second = await loadSessionProfile(new AbortController().signal);
    expect(second.username).toBe('student');
    await aborted.catch(() => undefined);
    expect(profileCalls).toBe(1);
  });

  it('is not taken once the stored token changed (another sign-in): that load asks itself', async () => {
    readProfileAtBoot();
    const boot = getTokens()!;
    await signIn();
    expect(getTokens()!.accessToken).not.toBe(boot.accessToken);
    await loadSessionProfile();
    // The boot read's call and the load's own.
    await vi.waitFor(() => expect(profileCalls).toBe(2));
  });

  it('hands a failure to the session, once: its retry asks again', async () => {
    server.use(
      http.get(
        '*/rest/users/me',
        () => HttpResponse.json({ type: 'ERROR', message: 'down', messageResource: 'SERVER_DOWN' }, { status: 500 }),
        { once: true },
      ),
    );
    readProfileAtBoot();
    await expect(loadSessionProfile()).rejects.toMatchObject({ status: 500 });
    const profile = await loadSessionProfile();
    expect(profile.username).toBe('student');
  });

  it('asks for nothing without a stored session', async () => {
    clearTokens();
    readProfileAtBoot();
    // Signed in afterwards, the session's load finds no boot read to take and asks once itself: a
    // boot read started without the session would be a second call, ahead of this one.
    await signIn();
    await loadSessionProfile();
    expect(profileCalls).toBe(1);
  });
});
