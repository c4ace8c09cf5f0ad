import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@tests/msw-server';
import { http } from 'msw';
import { deferred } from '@machines/testing/deferred';
import { IconPlanet } from '@tabler/icons-react';
import type { ModuleManifest } from '@/lib/module-manifest';
import { usePageFrame } from '@/ui/page-frame';
import { MANIFESTS } from '../manifests';
import { commandPalette } from './palette-store';
import {
  ALL_SCREENS,
  emptyInbox,
  PLANNED_MODULES,
  renderShell,
  signIn,
  signOutLocally,
} from '@tests/kits/shell-test-kit';
import { createRouteChecker } from './route-availability';
import { act } from '@testing-library/react';
import { enabledModules, isHubPath, moduleOfPath, shellModulesOf } from './modules';

const ALL_MODULES = [...MANIFESTS, ...PLANNED_MODULES];

const samad = (flags: Record<string, boolean>) => ({
  university: { unikey: 'test', universityLabel: 'دانشگاه آزمایشی', universityURL: '', samad: flags },
});

beforeEach(async () => {
  signOutLocally();
  server.use(emptyInbox);
  await signIn();
});

async function moduleNav() {
  return within(await screen.findByRole('navigation', { name: 'بخش‌های سامانه' }));
}

const tabKeys = (nav: ReturnType<typeof within>) =>
  nav.getAllByRole('link').map((a: HTMLElement) => a.getAttribute('data-module'));

describe('module tabs', () => {
  it('follow the flags: food only by default (home first), in its colour', async () => {
    await renderShell({ screens: ALL_SCREENS });
    const nav = await moduleNav();
    expect(tabKeys(nav)).toEqual(['home', 'food', 'wallet']);
    const food = nav.getByRole('link', { name: 'تغذیه' });
    expect(food).toHaveAttribute('href', '/food');
    expect(food.getAttribute('style')).toContain('--mantine-color-green-filled');
    expect(nav.getByRole('link', { name: 'کیف پول' }).getAttribute('style')).toContain(
      '--mantine-color-darkTeal-filled',
    );
  });

  it('show sport and health when the university enables them, in the order of platform.md 2.6', async () => {
    await renderShell({
      screens: ALL_SCREENS,
      config: samad({ nurture: true, sport: true, Clinics: true, transport: true }),
    });
    const nav = await moduleNav();
    expect(tabKeys(nav)).toEqual(['home', 'food', 'transport', 'sport', 'health', 'wallet']);
    expect(nav.getByRole('link', { name: 'ورزش' }).getAttribute('style')).toContain('--mantine-color-red-filled');
    expect(nav.getByRole('link', { name: 'سلامت' }).getAttribute('style')).toContain('--mantine-color-cyan-filled');
  });

  it('hide a module whose screens are not in the route table yet (no link to a missing route)', async () => {
    // Dormitory is enabled but its routes are not in the table (a module not built yet); food is off.
    const unbuilt = MANIFESTS.map((m) => (m.key === 'dormitory' ? { ...m, routes: [] } : m));
    await renderShell({ manifests: unbuilt, config: samad({ nurture: false, dormitory: true }) });
    const nav = await moduleNav();
    // The wallet link is there: the wallet module's route is in the table.
    expect(tabKeys(nav)).toEqual(['home', 'wallet']);
    // Still in the shell: the modules are enabled, only not built yet.
    expect(await screen.findByTestId('home-desktop')).toBeInTheDocument();
  });

  it('show a module once its routes are in the table (food and sport, from the reservation module)', async () => {
    await renderShell({ config: samad({ nurture: true, sport: true }) });
    expect(tabKeys(await moduleNav())).toEqual(['home', 'food', 'sport', 'wallet']);
  });

  it('show the surveys tab when the university enables samad.Survey', async () => {
    await renderShell({ config: samad({ nurture: true, Survey: true }) });
    expect(tabKeys(await moduleNav())).toEqual(['home', 'food', 'surveys', 'wallet']);
  });

  it('helpdesk needs its flag and a help_desk service that is not an empty string', async () => {
    const helpdesk = (service: string | null) => ({
      university: {
        unikey: 't',
        universityLabel: 'ت',
        universityURL: '',
        samad: { help_desk: true },
        services: { help_desk: service },
      },
    });
    const { unmount } = await renderShell({ screens: ALL_SCREENS, config: helpdesk('') });
    expect(tabKeys(await moduleNav())).not.toContain('helpdesk');
    unmount();
    await renderShell({ screens: ALL_SCREENS, config: helpdesk(null) });
    expect(tabKeys(await moduleNav())).toContain('helpdesk');
  });

  it('hide the wallet link with ui.removeWallet', async () => {
    await renderShell({ screens: ALL_SCREENS, config: { ui: { removeWallet: true } } });
    expect(tabKeys(await moduleNav())).toEqual(['home', 'food']);
  });

  it('mark the active tab with aria-current and colour the shell with the module colour', async () => {
    await renderShell({ screens: ALL_SCREENS, route: '/food/reserve' });
    const nav = await moduleNav();
    const food = nav.getByRole('link', { name: 'تغذیه' });
    expect(food).toHaveAttribute('aria-current', 'true');
    expect(food).toHaveAttribute('data-active');
    expect(nav.getByRole('link', { name: 'خانه' })).not.toHaveAttribute('aria-current');
    const themed = document.querySelector('[data-theme-color]') as HTMLElement;
    expect(themed).toHaveAttribute('data-theme-color', 'green');
    expect(themed.style.getPropertyValue('--mantine-primary-color-filled')).toBe('var(--mantine-color-green-filled)');
    await userEvent.click(food);
    expect(await screen.findByTestId('page:/food')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'تغذیه' })).toHaveAttribute('aria-current', 'page');
  });

  it('redirect to /modules/inactive when no module is enabled', async () => {
    await renderShell({ screens: ALL_SCREENS, config: samad({ nurture: false }) });
    expect(await screen.findByTestId('page:/modules/inactive')).toBeInTheDocument();
  });

  it("a switched-off module's address goes to /modules/inactive naming the module", async () => {
    const { router } = await renderShell({
      route: '/dormitory',
      screens: ALL_SCREENS,
      config: samad({ nurture: true }),
    });
    expect(await screen.findByTestId('page:/modules/inactive')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?module=dormitory');
  });
});

describe('landmarks and breadcrumbs', () => {
  it('has a skip link, a banner, navigation and main', async () => {
    await renderShell({ route: '/faq' });
    expect(await screen.findByRole('main')).toHaveAttribute('id', 'main-content');
    // The shell's header is the first banner (jsdom also counts the page title bar's <header> inside <main>).
    const banner = screen.getAllByRole('banner')[0]!;
    expect(within(banner).getByRole('navigation', { name: 'بخش‌های سامانه' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toContainElement(banner);
    expect(screen.getByRole('link', { name: 'پرش به محتوای اصلی' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows breadcrumbs back to the hubs on a non-hub page, none on a hub', async () => {
    const { router } = await renderShell({ route: '/food/reserve', screens: ALL_SCREENS });
    const crumbs = within(await screen.findByRole('navigation', { name: 'مسیر صفحه' }));
    expect(crumbs.getByRole('link', { name: 'خانه' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'تغذیه' })).toHaveAttribute('href', '/food');
    expect(crumbs.getByText('رزرو غذا')).toHaveAttribute('aria-current', 'page');
    await router.navigate('/food');
    await screen.findByTestId('page:/food');
    expect(screen.queryByRole('navigation', { name: 'مسیر صفحه' })).not.toBeInTheDocument();
  });
});

describe("the shell's frame while a stored session is confirmed", () => {
  it('shows the header, the tabs and a loader where the page goes, no user menu; then the page in that frame', async () => {
    const profile = deferred<void>();
    // Held, then answered by the mock world (a handler that returns nothing hands the call on).
    server.use(http.get('*/rest/users/me', () => profile.promise));
    await renderShell({ route: '/food', screens: ALL_SCREENS });
    const nav = await moduleNav();
    expect(tabKeys(nav)).toEqual(['home', 'food', 'wallet']);
    const banner = screen.getAllByRole('banner')[0]!;
    expect(within(screen.getByRole('main')).getByRole('status')).toContainElement(
      screen.getByLabelText('در حال بارگذاری…'),
    );
    expect(screen.queryByTestId('page:/food')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-menu-button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /منوی کاربر/ })).not.toBeInTheDocument();

    profile.resolve();
    expect(await screen.findByTestId('page:/food')).toBeInTheDocument();
    expect(await screen.findByTestId('user-menu-button')).toHaveAccessibleName(/سارا/);
    // The same header: React kept the frame's elements and put the page in it.
    expect(screen.getAllByRole('banner')[0]).toBe(banner);
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe("a page that draws its own frame (a manifest's `framed`)", () => {
  function FramedScreen() {
    const framed = usePageFrame();
    return <p data-testid="framed-page">{framed ? 'frame' : 'live'}</p>;
  }
  const food = MANIFESTS.find((m) => m.key === 'food')!;
  const withFramed = (framed: string[]) =>
    MANIFESTS.map((m) =>
      m === food ? { ...m, framed, routes: [{ path: '/food/x', element: <FramedScreen /> }, ...m.routes] } : m,
    );

  it('is drawn framed in the shell while the session is confirmed, then the same element live', async () => {
    const profile = deferred<void>();
    server.use(http.get('*/rest/users/me', () => profile.promise));
    await renderShell({ route: '/food/x', manifests: withFramed(['/food/x']) });
    const page = await screen.findByTestId('framed-page');
    expect(page).toHaveTextContent('frame');
    expect(screen.queryByTestId('user-menu-button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByLabelText('در حال بارگذاری…')).not.toBeInTheDocument();

    profile.resolve();
    expect(await screen.findByTestId('user-menu-button')).toBeInTheDocument();
    await waitFor(() => expect(page).toHaveTextContent('live'));
    expect(screen.getByTestId('framed-page')).toBe(page);
  });

  it('is not drawn before the session when its manifest does not say so: the loader instead', async () => {
    const profile = deferred<void>();
    server.use(http.get('*/rest/users/me', () => profile.promise));
    await renderShell({ route: '/food/x', manifests: withFramed([]) });
    await moduleNav();
    expect(within(screen.getByRole('main')).getByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('framed-page')).not.toBeInTheDocument();
    profile.resolve();
    expect(await screen.findByTestId('framed-page')).toHaveTextContent('live');
  });
});

describe('user menu', () => {
  async function openMenu() {
    await userEvent.click(await screen.findByTestId('user-menu-button'));
    return within(await screen.findByTestId('user-menu'));
  }
  const entries = (menu: ReturnType<typeof within>) =>
    menu.getAllByRole('menuitem').map((i: HTMLElement) => i.getAttribute('data-entry'));

  it('lists the user pages that exist, then logout', async () => {
    await renderShell({ screens: ALL_SCREENS });
    const menu = await openMenu();
    expect(entries(menu)).toEqual([
      'wallet',
      'messages',
      'changePassword',
      'activityReport',
      'settings',
      'announcements',
      'faq',
      'logout',
    ]);
    expect(menu.getByRole('menuitem', { name: 'تغییر رمز عبور' })).toHaveAttribute(
      'href',
      '/user/profile?scope=password',
    );
    expect(screen.getByTestId('user-menu-button')).toHaveAccessibleName('منوی کاربر: سارا محمدی');
  });

  it('hides wallet, change password and FAQ by the ui settings', async () => {
    await renderShell({
      screens: ALL_SCREENS,
      config: { ui: { removeWallet: true, hideChangePassword: true, hideFaq: true } },
    });
    expect(entries(await openMenu())).toEqual(['messages', 'activityReport', 'settings', 'announcements', 'logout']);
  });

  it('lists the entries of platform.md 2.6 in order, each with a routed screen', async () => {
    await renderShell();
    expect(entries(await openMenu())).toEqual([
      'wallet',
      'messages',
      'changePassword',
      'activityReport',
      'settings',
      'announcements',
      'faq',
      'logout',
    ]);
  });

  it('offers system, light and dark as radio items; the choice colours the page and is remembered', async () => {
    localStorage.removeItem('portal.colorScheme');
    await renderShell();
    let menu = await openMenu();
    const radios = menu.getAllByRole('menuitemradio');
    expect(radios.map((r: HTMLElement) => r.textContent)).toEqual(['مطابق سیستم', 'روشن', 'تیره']);
    expect(menu.getByRole('menuitemradio', { name: 'مطابق سیستم' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'تیره' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('portal.colorScheme')).toBe('dark');
    // The menu stays open on a choice, the new one checked.
    menu = within(screen.getByTestId('user-menu'));
    expect(menu.getByRole('menuitemradio', { name: 'تیره' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'روشن' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(localStorage.getItem('portal.colorScheme')).toBe('light');
    // Logout keeps the device's choice.
    localStorage.removeItem('portal.colorScheme');
  });

  it('logout sends user.logout: storage is cleared and the user lands on login', async () => {
    await renderShell();
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: 'خروج از حساب' }));
    expect(await screen.findByTestId('page:/login')).toBeInTheDocument();
    expect(localStorage.getItem('portal.accessToken')).toBeNull();
    expect(localStorage.getItem('portal.refreshToken')).toBeNull();
  });
});

describe('mobile layout (below 1024 px)', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width: 1023.98px'),
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('has a bottom navigation, its own home and a drawer with the user menu and logout', async () => {
    await renderShell({
      screens: ALL_SCREENS,
      config: samad({ nurture: true, sport: true, Clinics: true, transport: true, dormitory: true }),
    });
    expect(await screen.findByTestId('home-mobile')).toBeInTheDocument();
    const bottom = within(screen.getByTestId('bottom-nav'));
    // Home and three modules fit beside "more".
    expect(bottom.getAllByRole('link').map((a) => a.getAttribute('data-module'))).toEqual([
      'home',
      'food',
      'transport',
      'sport',
    ]);
    await userEvent.click(bottom.getByRole('button', { name: 'بیشتر' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'منو' }));
    // The modules that did not fit, then the user pages.
    expect(drawer.getByRole('link', { name: 'سلامت' })).toHaveAttribute('href', '/health');
    expect(drawer.getByRole('link', { name: 'خوابگاه' })).toHaveAttribute('href', '/dormitory');
    expect(drawer.getByRole('link', { name: 'کیف پول' })).toHaveAttribute('href', '/user/wallet');
    expect(drawer.getByRole('button', { name: 'خروج از حساب' })).toBeInTheDocument();
    // Its code loaded on the click; closing still gives the focus back to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'منو' })).not.toBeInTheDocument());
    await waitFor(() => expect(bottom.getByRole('button', { name: 'بیشتر' })).toHaveFocus());
  });
});

describe('module table', () => {
  it('every module is coloured, has a hub path and is found from its paths', () => {
    for (const m of shellModulesOf(ALL_MODULES))
      expect(moduleOfPath(`${m.path}/anything`, ALL_MODULES)?.key).toBe(m.key);
    expect(moduleOfPath('/survey/12', ALL_MODULES)?.key).toBe('surveys');
    expect(moduleOfPath('/user/wallet', ALL_MODULES)).toBeNull();
    expect(isHubPath('/food')).toBe(true);
    expect(isHubPath('/food/reserve')).toBe(false);
    expect(isHubPath('/')).toBe(true);
  });

  it('enabledModules reads the samad flags and the help_desk service', () => {
    const base = {
      samad: {
        nurture: false,
        transport: false,
        help_desk: false,
        sport: false,
        Clinics: false,
        dormitory: false,
        faceEnrollment: false,
        Survey: false,
      },
      services: { help_desk: null },
    };
    const all = {
      samad: {
        nurture: true,
        transport: true,
        help_desk: true,
        sport: true,
        Clinics: true,
        dormitory: true,
        faceEnrollment: true,
        Survey: true,
      },
      services: { help_desk: 'https://hd' },
    };
    type Ctx = NonNullable<Parameters<typeof enabledModules>[0]>;
    const ctx = (university: unknown) => ({ university, ui: {} }) as unknown as Ctx;
    expect(enabledModules(ctx(base), ALL_MODULES)).toEqual([]);
    expect(enabledModules(ctx(all), ALL_MODULES).map((m) => m.key)).toEqual([
      'food',
      'transport',
      'helpdesk',
      'sport',
      'health',
      'dormitory',
      'face',
      'surveys',
    ]);
    expect(enabledModules(null, ALL_MODULES)).toEqual([]);
  });

  it('the route checker ignores the catch-all', () => {
    const routed = createRouteChecker([
      { path: '/', element: null },
      { path: '/faq', element: null },
      { path: '*', element: null },
    ]);
    expect(routed('/faq?x=1')).toBe(true);
    expect(routed('/food')).toBe(false);
  });
});

describe('a module declares itself once', () => {
  // A module that exists only as a manifest: its tab, route, colour and palette command follow from it.
  const fake: ModuleManifest = {
    key: 'dormitory',
    routes: [
      { path: '/fake-area', element: <div data-testid="fake-page">fake</div> },
      { path: '/fake-area/inner', element: <div data-testid="fake-inner">inner</div> },
    ],
    prefixes: ['/fake-area'],
    color: 'grape',
    enabled: ({ university }) => university.samad.dormitory,
    tab: { path: '/fake-area', icon: IconPlanet },
    commands: [{ id: 'fake-inner', labelKey: 'shell:routes.Dormitory', to: '/fake-area/inner' }],
  };
  // It stands in for the dormitory module (a key of MODULE_KEYS), whose real manifest steps aside.
  const manifests = [...MANIFESTS.filter((m) => m.key !== 'dormitory'), fake];

  it('gets a tab in its colour, a route and a palette command from its manifest alone', async () => {
    await renderShell({ manifests, config: samad({ nurture: true, dormitory: true }) });
    const nav = await moduleNav();
    expect(tabKeys(nav)).toEqual(['home', 'food', 'dormitory', 'wallet']);
    const tab = nav.getByRole('link', { name: 'خوابگاه' });
    expect(tab).toHaveAttribute('href', '/fake-area');
    expect(tab.getAttribute('style')).toContain('--mantine-color-grape-filled');
    await userEvent.click(tab);
    expect(await screen.findByTestId('fake-page')).toBeInTheDocument();
    act(() => commandPalette.open());
    const command = await screen.findByText('خوابگاه', { selector: '[data-command="fake-inner"] *' });
    await userEvent.click(command);
    expect(await screen.findByTestId('fake-inner')).toBeInTheDocument();
    act(() => commandPalette.close());
  });

  it('is left out entirely when its predicate says the university does not enable it', async () => {
    await renderShell({ manifests, config: samad({ nurture: true, dormitory: false }) });
    expect(tabKeys(await moduleNav())).toEqual(['home', 'food', 'wallet']);
  });
});
