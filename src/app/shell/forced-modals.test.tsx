import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { encodeBase64 } from '@/lib/base64';
import { resetWorld, server } from '@tests/msw-server';
import { pendingForcedMessages } from './forced-messages-modal';
import { renderShell, signIn, signOutLocally } from '@tests/kits/shell-test-kit';

beforeEach(async () => {
  resetWorld();
  signOutLocally();
});

function expectUncloseable(dialog: HTMLElement) {
  // No close button…
  expect(within(dialog).queryByRole('button', { name: 'بستن پنجره' })).not.toBeInTheDocument();
  // …Escape does nothing…
  fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
  fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
  // …and neither does a click outside (the overlay).
  const overlay = document.querySelector('.mantine-Modal-overlay');
  if (overlay) fireEvent.click(overlay);
}

describe('forced-read messages', () => {
  it('block the UI in a modal that cannot be closed, and go when marked read', async () => {
    let puts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/rest/users/me/messages/')) puts += 1;
    });
    await signIn();
    await renderShell();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'قوانین جدید رزرو غذا در نیمسال جاری' },
      { timeout: 5000 },
    );
    // The body is base64 UTF-8 HTML, decoded and sanitised.
    expect(within(dialog).getByTestId('forced-message-body')).toHaveTextContent(
      'از این هفته لغو رزرو تا ساعت ۱۲ روز قبل از سرو امکان‌پذیر است.',
    );
    expect(within(dialog).getByRole('button', { name: /پیوست ۱/ })).toBeInTheDocument();
    expectUncloseable(dialog);
    expect(screen.getByRole('dialog', { name: 'قوانین جدید رزرو غذا در نیمسال جاری' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'خواندم' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toBe(1);
    server.events.removeAllListeners();
  });

  it('show one message at a time and close when none remain', async () => {
    const inbox = [
      {
        id: 2,
        read: false,
        forceRead: true,
        message: { subject: 'دوم', body: encodeBase64('<p>متن <b>دوم</b></p>'), date: '2025-01-14T10:00:00+03:30' },
      },
      {
        id: 1,
        read: false,
        forceRead: true,
        message: {
          subject: 'اول',
          body: encodeBase64('<p>متن اول</p><script>alert(1)</script>'),
          date: '2025-01-13T10:00:00+03:30',
        },
      },
      { id: 3, read: false, forceRead: false, message: { subject: 'عادی', body: encodeBase64('عادی') } },
    ];
    server.use(
      http.get('*/rest/users/me/messages/inbox', () =>
        HttpResponse.json({
          type: 'SUCCESS',
          payload: { content: inbox, totalElements: inbox.length, number: 0, size: 100 },
        }),
      ),
      http.put('*/rest/users/me/messages/:id', ({ params }) => {
        const m = inbox.find((x) => x.id === Number(params.id));
        if (m) m.read = true;
        return HttpResponse.json({ type: 'SUCCESS' });
      }),
    );
    await signIn();
    await renderShell();
    // Oldest first, with a counter.
    let dialog = await screen.findByRole('dialog', { name: 'اول' }, { timeout: 5000 });
    expect(within(dialog).getByText('پیام ۱ از ۲')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'خواندم' }));
    dialog = await screen.findByRole('dialog', { name: 'دوم' }, { timeout: 5000 });
    expect(within(dialog).queryByText(/از ۲/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'خواندم' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pendingForcedMessages keeps unread force-read messages, oldest first', () => {
    const m = (id: number, read: boolean, forceRead?: boolean) => ({
      id,
      read,
      forceRead,
      message: { subject: String(id), body: '' },
    });
    expect(
      pendingForcedMessages([m(3, false, true), m(2, true, true), m(1, false, true), m(0, false)]).map((x) => x.id),
    ).toEqual([1, 3]);
    expect(pendingForcedMessages([m(1, false, true)], new Set([1]))).toEqual([]);
  });
});

describe('password modals', () => {
  async function fill(dialog: HTMLElement, current: string, next: string, confirm = next) {
    const d = within(dialog);
    await userEvent.type(d.getByLabelText(/رمز عبور فعلی/), current);
    await userEvent.type(d.getByLabelText(/^رمز عبور جدید/), next);
    await userEvent.type(d.getByLabelText(/تکرار رمز عبور جدید/), confirm);
    await userEvent.click(d.getByRole('button', { name: 'تغییر رمز عبور' }));
  }

  it('an expired password (403 USER_PASSWORD_EXPIRED) opens the blocking change form; changing it lets the user in', async () => {
    resetWorld({ persona: 'expired-password' });
    await signIn();
    await renderShell();
    const dialog = await screen.findByRole('dialog', { name: 'رمز عبور شما منقضی شده است' }, { timeout: 5000 });
    expectUncloseable(dialog);
    await fill(dialog, 'student123', 'Tehran#2025x');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'رمز عبور شما منقضی شده است' })).not.toBeInTheDocument(),
    );
    // The inbox works now: the forced-read message follows.
    expect(
      await screen.findByRole('dialog', { name: 'قوانین جدید رزرو غذا در نیمسال جاری' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('the server demanding a change (403 USER_FORCE_CHANGE_PASSWORD) opens the forced modal; success sends user.passwordChanged', async () => {
    resetWorld({ persona: 'force-change-password' });
    await signIn();
    await renderShell();
    const dialog = await screen.findByRole('dialog', { name: 'تغییر رمز عبور الزامی است' }, { timeout: 5000 });
    expect(within(dialog).getByText('برای ادامه کار با سامانه، ابتدا رمز عبور خود را تغییر دهید.')).toBeInTheDocument();
    expectUncloseable(dialog);
    // The server's message when it refuses (wrong current password).
    await fill(dialog, 'wrong-one', 'Tehran#2025x');
    expect(await within(dialog).findByTestId('password-change-failure')).toHaveTextContent('رمز عبور فعلی نادرست است.');
    const current = within(dialog).getByLabelText(/رمز عبور فعلی/);
    await userEvent.clear(current);
    await userEvent.type(current, 'student123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تغییر رمز عبور' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'تغییر رمز عبور الزامی است' })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByRole('dialog', { name: 'قوانین جدید رزرو غذا در نیمسال جاری' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('logout stays possible from a blocking modal', async () => {
    resetWorld({ persona: 'expired-password' });
    await signIn();
    await renderShell();
    const dialog = await screen.findByRole('dialog', { name: 'رمز عبور شما منقضی شده است' }, { timeout: 5000 });
    await act(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'خروج از حساب' }));
    });
    expect(await screen.findByTestId('page:/login', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
