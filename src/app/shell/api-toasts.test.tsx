import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { emitAppEvent } from '@/api/app-events';
import { listAnnouncements } from '@/api/generated/rest/hooks/content/content';
import { server } from '@tests/msw-server';
import { renderApp } from '@tests/render';
import { ApiToasts } from '../api-toasts';

/*
 * The transport's toasts (platform.md 8) through Mantine Notifications as the app mounts them
 * (src/app/providers.tsx: top-center, limit 1): one at a time, the newest replacing the previous,
 * titled "error in executing the action", dismissed by a click.
 */
describe('API error toasts', () => {
  it('show one toast at a time, the newest, and go away on click', async () => {
    await renderApp(<ApiToasts />);
    const toast = (message: string) =>
      emitAppEvent('api.toast', { titleKey: 'api:errorTitle', message, status: 400, errorCode: 'X' });
    toast('پیام اول');
    expect(await screen.findByText('پیام اول')).toBeInTheDocument();
    toast('پیام دوم');
    expect(await screen.findByText('پیام دوم')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('پیام اول')).not.toBeInTheDocument());
    expect(screen.getAllByText('خطا در اجرای عملیات')).toHaveLength(1);
    await userEvent.click(screen.getByText('پیام دوم'));
    await waitFor(() => expect(screen.queryByText('پیام دوم')).not.toBeInTheDocument());
  });

  it('are announced politely: a status inside a live region that was there before the toast', async () => {
    await renderApp(<ApiToasts />);
    // The region is in the page before any toast (the toasts' view itself loads with the first one).
    const region = screen.getByTestId('toasts');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    emitAppEvent('api.toast', { titleKey: 'api:errorTitle', message: 'پیام مؤدب', status: 400, errorCode: 'X' });
    const toast = (await screen.findByText('پیام مؤدب')).closest('.mantine-Notification-root');
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast?.closest('[data-testid="toasts"]')).toBe(region);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    // Its close button keeps its translated name.
    expect(screen.getByRole('button', { name: 'بستن' })).toBeInTheDocument();
  });

  it('a failed call with a server message shows it', async () => {
    server.use(
      http.get('*/rest/announcements', () =>
        HttpResponse.json({ messageResource: 'SOMETHING_WRONG', messageFa: 'سرور خطا داد' }, { status: 500 }),
      ),
    );
    await renderApp(<ApiToasts />);
    await expect(listAnnouncements({ page: 0, size: 1 })).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(await screen.findByText('سرور خطا داد')).toBeInTheDocument();
  });
});
