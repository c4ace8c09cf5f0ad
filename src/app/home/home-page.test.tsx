import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconCalendarEvent, IconToolsKitchen2 } from '@tabler/icons-react';
import type { HomeContribution, ModuleManifest } from '@/lib/module-manifest';
import { MANIFESTS } from '../manifests';
import { shellModulesOf } from '../shell/modules';
import { server, TEST_NOW } from '@tests/msw-server';
import { ALL_SCREENS, emptyInbox, renderShell, signIn, signOutLocally } from '@tests/kits/shell-test-kit';
import { framesOf } from './home-page';

beforeEach(async () => {
  signOutLocally();
  server.use(emptyInbox);
  await signIn();
});

const slides = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    title: `وعده ${i + 1}`,
    description: 'سلف مرکزی',
    to: '/food/reserve',
  }));

function foodHome(count: number): HomeContribution {
  return {
    useSlides: () => ({ slides: slides(count), loading: false, error: false }),
    useFeatures: () => [
      { id: 'reserve', label: 'رزرو غذا', icon: IconToolsKitchen2, to: '/food/reserve' },
      { id: 'week', label: 'برنامه هفته', icon: IconCalendarEvent, to: '/food' },
    ],
  };
}

const wait = { timeout: 5000 };

/** The real manifests with food's home contribution replaced. */
const withFoodHome = (count: number): ModuleManifest[] =>
  MANIFESTS.map((m) => (m.key === 'food' ? { ...m, home: foodHome(count) } : m));

describe('home', () => {
  it('without module contributions: welcome with the name, announcements carousel, credit banner, shortcuts', async () => {
    await renderShell();
    const home = within(await screen.findByTestId('home-desktop', {}, wait));
    expect(home.getByRole('heading', { level: 1 })).toHaveTextContent('سلام سارا، خوش آمدید');
    expect(await home.findByTestId('announcements-carousel', {}, wait)).toBeInTheDocument();
    expect(home.getAllByTestId('home-announcement').length).toBeGreaterThan(1);
    // The credit (1,250,000 rials = 125,000 tomans) with "charge": the wallet module routes /user/wallet.
    expect(await home.findByText('۱۲۵٬۰۰۰', {}, wait)).toBeInTheDocument();
    expect(home.getByTestId('charge-credit')).toHaveAttribute('href', '/user/wallet');
    expect(home.getByRole('link', { name: /پرسش‌های متداول/ })).toHaveAttribute('href', '/faq');
  });

  it('offers "add credit" once the wallet exists, and hides the banner with ui.removeWallet', async () => {
    const { unmount } = await renderShell({ screens: ALL_SCREENS });
    expect(await screen.findByTestId('charge-credit', {}, wait)).toHaveAttribute('href', '/user/wallet');
    unmount();
    await renderShell({ screens: ALL_SCREENS, config: { ui: { removeWallet: true } } });
    await screen.findByTestId('home-desktop', {}, wait);
    expect(screen.queryByTestId('credit-banner')).not.toBeInTheDocument();
  });

  it('opens an announcement in the detail modal with its sanitised body', async () => {
    await renderShell();
    const cards = await screen.findAllByTestId('home-announcement', {}, wait);
    await userEvent.click(cards[0]!);
    const dialog = within(await screen.findByRole('dialog', {}, wait));
    expect(dialog.getByTestId('announcement-body').innerHTML).toContain('<b>');
  });

  it('a module contribution adds a frame: slides with dots (7 or fewer) and the feature grid', async () => {
    await renderShell({ screens: ALL_SCREENS, manifests: withFoodHome(3) });
    const frame = within((await screen.findByRole('region', { name: 'تغذیه' }, wait)) as HTMLElement);
    expect(frame.getByText('وعده 1')).toBeInTheDocument();
    // The dots' container (jsdom cannot lay out Embla, so the dots themselves are not counted here).
    expect(frame.getByRole('tablist')).toBeInTheDocument();
    expect(frame.getByRole('link', { name: 'رزرو غذا' })).toHaveAttribute('href', '/food/reserve');
    expect(frame.getByRole('link', { name: 'ورود به بخش' })).toHaveAttribute('href', '/food');
  });

  it("a module's notice shows above the frames; one that throws breaks only itself", async () => {
    const withNotice = (Notice: HomeContribution['Notice']) =>
      MANIFESTS.map((m) => (m.key === 'food' ? { ...m, home: { ...foodHome(1), Notice } } : m));
    const { unmount } = await renderShell({
      screens: ALL_SCREENS,
      manifests: withNotice(() => <p>مهلت رزرو نزدیک است</p>),
    });
    expect(await screen.findByText('مهلت رزرو نزدیک است', {}, wait)).toBeInTheDocument();
    unmount();
    const Broken = () => {
      throw new Error('bad notice');
    };
    await renderShell({ screens: ALL_SCREENS, manifests: withNotice(Broken) });
    expect(await screen.findByRole('region', { name: 'تغذیه' }, wait)).toBeInTheDocument();
    expect(screen.getByTestId('home-desktop')).toBeInTheDocument();
  });

  it('no dots with more than 7 slides', async () => {
    await renderShell({ screens: ALL_SCREENS, manifests: withFoodHome(8) });
    const frame = within((await screen.findByRole('region', { name: 'تغذیه' }, wait)) as HTMLElement);
    expect(frame.getByText('وعده 8')).toBeInTheDocument();
    expect(frame.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('frames follow the tabs: only modules whose manifest contributes, in tab order', () => {
    const sport: ModuleManifest = {
      key: 'sport',
      routes: [],
      tab: { path: '/sport', icon: IconToolsKitchen2 },
      home: { useFeatures: () => [] },
    };
    const food: ModuleManifest = {
      key: 'food',
      routes: [],
      tab: { path: '/food', icon: IconToolsKitchen2 },
      home: { useFeatures: () => [] },
    };
    const quiet: ModuleManifest = {
      key: 'transport',
      routes: [],
      tab: { path: '/transport', icon: IconToolsKitchen2 },
    };
    expect(framesOf(shellModulesOf([sport, quiet, food]), {}).map((f) => f.module.key)).toEqual(['food', 'sport']);
  });

  it.each([
    ['fa', 'صفحه اصلی | سامانه خدمات دانشجویی'],
    ['en', 'Home | Student Self-Service Portal'],
    ['ar', 'الصفحة الرئيسية | بوابة الخدمات الطلابية'],
  ] as const)('names the browser tab in the language on screen (%s)', async (lng, title) => {
    document.title = 'سامانه خدمات دانشجویی';
    await renderShell({ lng });
    await screen.findByTestId('home-desktop', {}, wait);
    expect(document.title).toBe(title);
  });

  it.each([
    [1, 'شب بخیر'],
    [4, 'شب بخیر'],
    [5, 'صبح بخیر'],
    [13, 'روز بخیر'],
    [19, 'عصر بخیر'],
  ])('greets by the local hour: at %i:00 "%s"', async (hour, greeting) => {
    const at = new Date(TEST_NOW);
    at.setHours(hour, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    try {
      await renderShell();
      expect(within(await screen.findByTestId('welcome-hero', {}, wait)).getByText(greeting)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
