import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/msw-server';
import { renderApp } from '@tests/render';
import { useProfilePictureSrc } from './use-profile-picture';

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

describe('profile picture (issue 41)', () => {
  it('"none" (404) is asked once a session, not again on every page', async () => {
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
    await renderApp(<Pages />);
    expect(await screen.findByTestId('picture')).toHaveTextContent('initials');
    await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 3; i++) {
      await userEvent.click(screen.getByRole('button', { name: 'next' }));
      expect(await screen.findByTestId('picture')).toHaveTextContent('initials');
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(1);
  });
});
