import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfigInput } from '@/config/schema';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { Language } from '@/i18n/languages';
import { renderAuthRoutes } from '@tests/kits/auth-test-kit';
import { resetWorld, server } from '@tests/msw-server';
import { resetChosenUniversityCache } from '@/session/current-university';
import { ssoNavigation } from './login-page';
import { ANNOUNCEMENTS_FIRST_FETCH_DELAY_MS, ANNOUNCEMENTS_STORAGE_KEY } from './use-public-announcements';

/* What the login page shows for each configuration, the side panel, and the cloud selector. */

const SLOW = { timeout: 6000 };
const UNI = { unikey: 'sbu', universityLabel: 'دانشگاه شهید بهشتی', universityURL: '' };

function renderLogin(config: Partial<RuntimeConfigInput> = {}, lng: Language = 'fa', route = '/login') {
  return renderAuthRoutes(route, { config, lng });
}

beforeEach(() => {
  localStorage.clear();
  resetChosenUniversityCache();
  resetWorld();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('login page: configuration', () => {
  it('on-premise: the organisation is fixed, no selector; no optional links by default', async () => {
    await renderLogin({ university: UNI });
    expect(await screen.findByTestId('university-label', undefined, SLOW)).toHaveTextContent('دانشگاه شهید بهشتی');
    expect(screen.queryByTestId('university-button')).not.toBeInTheDocument();
    expect(screen.queryByText('رمز عبور را فراموش کرده‌اید؟')).not.toBeInTheDocument();
    expect(screen.queryByText('راهنمای ورود')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ورود یکپارچه' })).not.toBeInTheDocument();
    // The language switcher is on the page.
    expect(screen.getAllByLabelText('زبان').length).toBeGreaterThan(0);
  });

  it('the recover-password link when reset is on, the guide in a new tab when configured', async () => {
    await renderLogin({ ui: { resetPasswordEnabled: true, guideUrl: 'https://help.example.ac.ir/login' } });
    const recover = await screen.findByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' }, SLOW);
    expect(recover).toHaveAttribute('href', '/reset-password');
    const guide = screen.getByRole('link', { name: 'راهنمای ورود' });
    expect(guide).toHaveAttribute('href', 'https://help.example.ac.ir/login');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide.getAttribute('rel')).toContain('noopener');
  });

  it('the footer shows the owner unless corporate information is hidden', async () => {
    const first = await renderLogin({ ui: { ownerName: 'شرکت نمونه' } });
    expect((await screen.findAllByTestId('auth-footer', undefined, SLOW))[0]).toHaveTextContent(
      '© شرکت نمونه — تمامی حقوق محفوظ است.',
    );
    first.unmount();
    await renderLogin({ ui: { ownerName: 'شرکت نمونه', hideCorporateInfo: true } });
    await screen.findByTestId('login-form', undefined, SLOW);
    expect(screen.queryByTestId('auth-footer')).not.toBeInTheDocument();
  });

  it('CAS: an SSO button beside the form, its panel, and the way back to username/password', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(ssoNavigation, 'assign').mockImplementation(() => {});
    await renderLogin({ university: { ...UNI, casUrl: 'https://cas.example.ac.ir/cas/login' } });
    await user.click(await screen.findByRole('button', { name: 'ورود یکپارچه' }, SLOW));
    const panel = screen.getByTestId('sso-panel');
    expect(screen.queryByTestId('login-form')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'ادامه با ورود یکپارچه' }));
    expect(assign).toHaveBeenCalledWith('https://cas.example.ac.ir/cas/login');
    await user.click(within(panel).getByRole('button', { name: 'ورود با نام کاربری و رمز عبور' }));
    expect(screen.getByTestId('login-form')).toBeInTheDocument();
  });

  it('forced CAS: only single sign-on', async () => {
    await renderLogin({ university: { ...UNI, casUrl: 'https://cas.example.ac.ir/cas/login', forceCas: true } });
    expect(await screen.findByTestId('sso-panel', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('login-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ورود با نام کاربری و رمز عبور' })).not.toBeInTheDocument();
  });

  it('English is a complete translation', async () => {
    await renderLogin({ university: UNI, ui: { resetPasswordEnabled: true } }, 'en');
    expect(await screen.findByRole('heading', { name: 'Sign in' }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toBeInTheDocument();
    expect(screen.getByText('Forgot your password?')).toBeInTheDocument();
  });

  it('Arabic is a complete translation', async () => {
    await renderLogin({ university: UNI }, 'ar');
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(/^اسم المستخدم/)).toBeInTheDocument();
  });
});

describe('login page: announcements side panel', () => {
  it('loading text first, then the accordion after the 2 s delay, bodies sanitised', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/rest/announcements') calls.push(request.url);
    });
    await renderLogin({ university: UNI });
    expect(await screen.findByText('در حال دریافت اطلاعیه‌ها…', undefined, SLOW)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    const list = await screen.findByTestId('announcements', undefined, SLOW);
    expect(calls).toHaveLength(1);
    const control = within(list).getByRole('button', { name: 'آغاز رزرو غذای نیمسال دوم' });
    await user.click(control);
    const link = await within(list).findByRole('link', { name: 'صفحه اداره رفاه' });
    expect(link).toHaveAttribute('href', 'https://www.sbu.ac.ir/refah');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Only b/strong, i/em and a survive: the seeded <p> is gone.
    expect(link.closest('.mantine-Accordion-content')?.querySelector('p')).toBeNull();
    // Cached for 30 minutes, in local storage too.
    expect(JSON.parse(localStorage.getItem(ANNOUNCEMENTS_STORAGE_KEY) ?? '{}')).toMatchObject({ unikey: 'sbu' });
    server.events.removeAllListeners();
  });

  it('a fresh cache shows at once, without a call, and none once the first-fetch delay has passed', async () => {
    // The delay's timer moves when the test says; the rest of the page keeps real time.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/rest/announcements') calls.push(request.url);
    });
    localStorage.setItem(
      ANNOUNCEMENTS_STORAGE_KEY,
      JSON.stringify({
        unikey: 'sbu',
        at: Date.now() - 60_000,
        items: [{ id: 1, title: 'اطلاعیه ذخیره‌شده', mainText: '<b>x</b>' }],
      }),
    );
    const { queryClient } = await renderLogin({ university: UNI });
    expect(await screen.findByText('اطلاعیه ذخیره‌شده', undefined, SLOW)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENTS_FIRST_FETCH_DELAY_MS + 1));
    // A fetch the delay started would be in flight now (the query is fetching) or done (a call).
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it('"no announcements found" when the list is empty', async () => {
    server.use(
      http.get('*/rest/announcements', () =>
        HttpResponse.json({ type: 'SUCCESS', payload: { content: [], totalElements: 0 } }),
      ),
    );
    await renderLogin({ university: UNI });
    expect(await screen.findByText('اطلاعیه‌ای یافت نشد.', undefined, SLOW)).toBeInTheDocument();
  });

  it('a failure offers try again', async () => {
    server.use(http.get('*/rest/announcements', () => HttpResponse.json({ status: 500 }, { status: 500 })));
    await renderLogin({ university: UNI });
    expect(await screen.findByText('دریافت اطلاعیه‌ها ممکن نشد.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  }, 25_000);

  it('back to top appears once the panel is scrolled more than 20 px', async () => {
    await renderLogin({ university: UNI });
    const scroller = await screen.findByTestId('side-scroll', undefined, SLOW);
    expect(screen.queryByRole('button', { name: 'بازگشت به بالا' })).not.toBeInTheDocument();
    scroller.scrollTop = 20;
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'بازگشت به بالا' })).not.toBeInTheDocument();
    scroller.scrollTop = 21;
    fireEvent.scroll(scroller);
    expect(screen.getByRole('button', { name: 'بازگشت به بالا' })).toBeInTheDocument();
  });
});

describe('login page: cloud mode university selector', () => {
  it('lists the universities, the search keeps labels containing the text, the choice is remembered', async () => {
    const user = userEvent.setup();
    await renderLogin({ serveMode: 'cloud' });
    await user.click(await screen.findByRole('button', { name: 'انتخاب دانشگاه' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'انتخاب دانشگاه' });
    const listbox = await within(dialog).findByRole('listbox', undefined, SLOW);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['دانشگاه شهید بهشتی', 'دانشگاه تهران', 'دانشگاه صنعتی شریف']);

    const search = within(dialog).getByRole('textbox', { name: 'جستجوی دانشگاه' });
    await user.type(search, 'تهران');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['دانشگاه تهران']);
    await user.clear(search);
    await user.type(search, 'شیراز');
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    expect(within(dialog).getByText('دانشگاهی با این نام پیدا نشد.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'صنعتی');
    await user.click(within(dialog).getByRole('option', { name: 'دانشگاه صنعتی شریف' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('university-button')).toHaveTextContent('دانشگاه صنعتی شریف');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.university) ?? '{}')).toMatchObject({ unikey: 'sharif' });
    // The side panel now shows that university and its announcements.
    expect(screen.getByRole('heading', { name: 'دانشگاه صنعتی شریف' })).toBeInTheDocument();
  });

  it('a university with the captcha on shows the captcha; the choice survives a new visit', async () => {
    const user = userEvent.setup();
    const first = await renderLogin({ serveMode: 'cloud' });
    await user.click(await screen.findByRole('button', { name: 'انتخاب دانشگاه' }, SLOW));
    await user.click(await screen.findByRole('option', { name: 'دانشگاه تهران' }, SLOW));
    expect(await screen.findByTestId('captcha-image', undefined, SLOW)).toBeInTheDocument();
    first.unmount();
    await renderLogin({ serveMode: 'cloud' });
    expect(await screen.findByTestId('university-button', undefined, SLOW)).toHaveTextContent('دانشگاه تهران');
  });
});
