import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/msw-server';
import { renderApp } from '@tests/render';
import { signIn, signOutLocally } from '@tests/kits/shell-test-kit';
import { getGetMyProfilePictureQueryKey } from '@/api/generated/rest/hooks/users/users';
import { SessionProvider } from '@/session/session-provider';
import { useProfilePictureSrc, useRefreshProfilePicture } from './use-profile-picture';

function Avatar() {
  return <p data-testid="picture">{useProfilePictureSrc() ?? 'initials'}</p>;
}

/** Pages come and go; each shows an avatar. */
function Pages() {
  const [page, setPage] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setPage((p) => p + 1)}>
        next
      </button>
      <Avatar key={page} />
    </>
  );
}

describe('profile picture', () => {
  it('"none" (404) is asked once a session, not again on every page', async () => {
    signOutLocally();
    await signIn();
    let asked = 0;
    server.use(
      http.get('*/rest/profile-pictures/me', () => {
        asked += 1;
        return HttpResponse.json(
          {
            type: 'ERROR',
            code: 404,
            messageResource: 'USER_IMAGE_NOT_FOUND',
            messageFa: 'تصویر کاربر یافت نشد.',
            payload: null,
          },
          { status: 404 },
        );
      }),
    );
    const { queryClient } = await renderApp(
      <SessionProvider>
        <Pages />
      </SessionProvider>,
    );
    expect(await screen.findByTestId('picture')).toHaveTextContent('initials');
    await waitFor(() => expect(asked).toBe(1));
    for (let i = 0; i < 3; i++) {
      await userEvent.click(screen.getByRole('button', { name: 'next' }));
      expect(await screen.findByTestId('picture')).toHaveTextContent('initials');
    }
    // A page that asked again would hold a read in flight, or have counted a second call.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked).toBe(1);
  });

  it('"none" is kept for the session across reloads (no 404 on every page load), and asked again after an upload', async () => {
    signOutLocally();
    await signIn();
    let asked = 0;
    let uploaded = false;
    server.use(
      http.get('*/rest/profile-pictures/me', () => {
        asked += 1;
        return uploaded
          ? HttpResponse.json({ payload: { username: 'student', userImageBase64: 'iVBORw0KGgo=' } })
          : HttpResponse.json({ messageResource: 'USER_IMAGE_NOT_FOUND', payload: null }, { status: 404 });
      }),
    );
    function SignedInAvatar() {
      const refresh = useRefreshProfilePicture();
      const src = useProfilePictureSrc();
      return (
        <>
          <p data-testid="picture">{src ?? 'initials'}</p>
          <button type="button" onClick={() => void refresh()}>
            uploaded
          </button>
        </>
      );
    }
    const first = await renderApp(
      <SessionProvider>
        <SignedInAvatar />
      </SessionProvider>,
    );
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getByTestId('picture')).toHaveTextContent('initials');
    first.unmount();
    // A reload: a new app (an empty query cache) for the same session.
    for (let i = 0; i < 2; i++) {
      const again = await renderApp(
        <SessionProvider>
          <SignedInAvatar />
        </SessionProvider>,
      );
      expect(await screen.findByTestId('picture')).toHaveTextContent('initials');
      // The new app's read has answered (from the kept "none"), asking nothing.
      await waitFor(() =>
        expect(again.queryClient.getQueryState(getGetMyProfilePictureQueryKey())?.status).toBe('success'),
      );
      again.unmount();
    }
    expect(asked).toBe(1);
    uploaded = true;
    await renderApp(
      <SessionProvider>
        <SignedInAvatar />
      </SessionProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'uploaded' }));
    await waitFor(() => expect(screen.getByTestId('picture')).toHaveTextContent('data:image/png;base64,iVBORw0KGgo='));
    expect(asked).toBe(2);
  });
});
