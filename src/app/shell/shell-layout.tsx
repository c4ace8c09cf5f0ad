// The Mantine styles of the signed-in pages: the first screen loads only its own.
import { ActionIcon, Burger, Button, Group, Kbd, Text } from '@mantine/core';
import { IconCommand, IconSchool, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { paths, type RouteName } from '@/lib/paths';
import { ErrorBoundary } from '@/ui/error-boundary';
import { LanguageSwitcher } from '@/ui/language-switcher';
import { PageFrameContext } from '@/ui/page-frame';
import { RequireAuth, SessionLoader } from '@/session/require-auth';
import { useLoadOnIntent } from '@/ui/load-on-intent';
import { AutoLogoutWarning } from './auto-logout-warning';
import { PaletteHost } from './palette-host';
import { openCommandPalette } from './palette-store';
import { ForcedModalsHost } from './forced-modals';
import { ForcedRedirects } from './forced-redirects';
import { BottomNav } from './mobile-nav';
import { ModuleTabs, useNavItems } from './module-tabs';
import { ModuleTheme } from './module-theme';
import { colorOfPath, ManifestsProvider, moduleOfPath, shellRoutesOf, useManifests } from './modules';
import { createRouteChecker, RouteAvailabilityProvider } from './route-availability';
import { ShellBreadcrumbs } from './shell-breadcrumbs';
import { withShellParts } from './shell-parts';
import classes from './shell.module.css';
import { useIsMobile } from '@/ui/use-is-mobile';
import { useShownPageTitle } from '@/ui/use-document-title';
import { routeLabel, routeNameOf, useShellModules, useShellUniversity } from './use-shell-navigation';
import { UserMenu, UserMenuPlaceholder } from './user-menu';

export const MAIN_ID = 'main-content';

const loadMobileDrawer = () => import('./mobile-drawer').then((m) => m.MobileDrawer);

/** Moves focus to the main region after a navigation (not on the first page), so screen readers start there. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
    window.scrollTo?.({ top: 0 });
  }, [pathname]);
  return ref;
}

/**
 * The page body: a page that fails to render costs that page only; another address clears it.
 * While the session is confirmed (the frame, `pending`), the session's loader in its place, or the
 * page's own frame when its manifest declares one (`framed`, src/ui/page-frame.ts): the same tree
 * either way, so React keeps what the framed page drew when it goes live.
 */
function PageOutlet({ pending }: FrameProps) {
  const { pathname } = useLocation();
  const manifests = useManifests();
  const framed = useMemo(
    () => manifests.some((m) => m.framed?.some((path) => matchPath(path, pathname))),
    [manifests, pathname],
  );
  if (pending && !framed) return <SessionLoader />;
  return (
    <ErrorBoundary name={`page ${pathname}`} variant="page" resetKeys={[pathname]}>
      <PageFrameContext value={pending}>
        <Outlet />
      </PageFrameContext>
    </ErrorBoundary>
  );
}

function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a href={`#${MAIN_ID}`} className={classes.skipLink}>
      {t('skipToContent')}
    </a>
  );
}

function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['common', 'shell']);
  const university = useShellUniversity();
  return (
    <Link to={paths.Home} className={classes.brand} aria-label={t('shell:brandHome', { app: t('app.brand') })}>
      <span className={classes.brandMark} aria-hidden>
        <IconSchool size={compact ? 20 : 24} stroke={1.8} />
      </span>
      {!compact && (
        <span className={classes.brandText}>
          <span className={classes.brandName}>{t('app.brand')}</span>
          <span className={classes.brandSub}>{university?.universityLabel ?? t('app.name')}</span>
        </span>
      )}
    </Link>
  );
}

function ShellFooter() {
  const { t } = useTranslation();
  const university = useShellUniversity();
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <span>
          {t('app.name')}
          {university ? ` · ${university.universityLabel}` : ''}
        </span>
        <Group gap={6} dir="ltr" aria-hidden>
          <Kbd size="xs">Ctrl</Kbd>
          <Kbd size="xs">/</Kbd>
        </Group>
      </div>
    </footer>
  );
}

interface FrameProps {
  /** The frame alone, the session still being confirmed (RequireAuth's `frame`): no page, no overlays. */
  pending: boolean;
}

function DesktopFrame({ pending }: FrameProps) {
  const { t } = useTranslation('shell');
  const { tabs, wallet } = useShellModules();
  const items = useNavItems(tabs, wallet);
  const mainRef = useFocusMainOnNavigation();
  return (
    <div className={classes.page}>
      <SkipLink />
      <header className={classes.header}>
        <div className={classes.accent} aria-hidden />
        <div className={classes.topBar}>
          <Brand />
          <div className={classes.spacer} />
          <Button
            variant="default"
            radius="xl"
            className={classes.paletteButton}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              <Group gap={2} dir="ltr" aria-hidden>
                <Kbd size="xs">Ctrl</Kbd>
                <Kbd size="xs">/</Kbd>
              </Group>
            }
            onClick={() => openCommandPalette()}
            aria-keyshortcuts="Control+/"
            data-testid="palette-button"
          >
            {t('palette.open')}
          </Button>
          <LanguageSwitcher />
          {pending ? <UserMenuPlaceholder /> : <UserMenu />}
        </div>
        <ModuleTabs items={items} />
      </header>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={classes.main}>
        <ShellBreadcrumbs />
        <PageOutlet pending={pending} />
      </main>
      <ShellFooter />
    </div>
  );
}

/**
 * The phone's header title: the route's own label, else the page's title (a survey, a request),
 * else the nearest route's, else the portal's name. A component of its own: the page
 * publishes its title after it is drawn, and that store's change renders its readers again at once
 * (in the frame, the whole page with it: TBT).
 */
function MobileTitle() {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();
  const pageTitle = useShownPageTitle();
  const label = (name: RouteName | null) => (name && name !== 'Home' ? routeLabel(i18n, name) : null);
  const title = label(routeNameOf(pathname)) ?? pageTitle ?? label(routeNameOf(pathname, true)) ?? t('app.name');
  return (
    <Text component="span" className={classes.mobileTitle}>
      {title}
    </Text>
  );
}

function MobileFrame({ pending }: FrameProps) {
  const { t } = useTranslation('shell');
  const { tabs, wallet } = useShellModules();
  const items = useNavItems(tabs, wallet);
  const [drawer, setDrawer] = useState(false);
  // The drawer's code arrives on the first touch of the menu or "more" button, and it opens then
  // (once `ready`, so that closing gives the focus back to the button).
  const drawerCode = useLoadOnIntent(loadMobileDrawer);
  const MobileDrawer = drawerCode.loaded;
  const openDrawer = () => {
    setDrawer(true);
    drawerCode.want();
  };
  const mainRef = useFocusMainOnNavigation();
  return (
    <div className={classes.page}>
      <SkipLink />
      <header className={classes.mobileHeader}>
        <div className={classes.mobileBar}>
          <Burger
            opened={drawer}
            onClick={() => (drawer ? setDrawer(false) : openDrawer())}
            {...drawerCode.intent}
            color="white"
            size="sm"
            aria-label={t('mobile.menu')}
            aria-expanded={drawer}
          />
          <Brand compact />
          <MobileTitle />
          {/* Named, not tooltipped: a touch screen shows no hover, and a tooltip would bring floating-ui to the first load. */}
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            onClick={() => openCommandPalette()}
            aria-label={t('palette.open')}
            title={t('palette.open')}
          >
            <IconCommand size={20} aria-hidden />
          </ActionIcon>
        </div>
      </header>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={classes.mobileMain}>
        <ShellBreadcrumbs />
        <PageOutlet pending={pending} />
      </main>
      <BottomNav items={items} onMore={openDrawer} moreIntent={drawerCode.intent} moreOpen={drawer} />
      {MobileDrawer && (
        <MobileDrawer opened={drawer && drawerCode.ready} onClose={() => setDrawer(false)} items={items} />
      )}
    </div>
  );
}

/** The app-wide overlays over the signed-in page, by the name their error boundary reports. */
const OVERLAYS = [
  ['command-palette', PaletteHost],
  ['auto-logout-warning', AutoLogoutWarning],
  ['forced-modals', ForcedModalsHost],
  ['forced-redirects', ForcedRedirects],
] as const;

function ShellFrame({ pending }: FrameProps) {
  const { pathname } = useLocation();
  const { enabled } = useShellModules();
  const manifests = useManifests();
  const isMobile = useIsMobile();
  // platform.md 2.6: no module at all → the module-inactive page. "No tab" is read as "no module
  // enabled": a module that is enabled but not routed yet still keeps the user in the shell.
  if (enabled.length === 0 && !pathname.startsWith('/no-module')) return <Navigate to={paths.ModuleInactive} replace />;
  // A module the university has switched off: its address says so, naming the module.
  const area = moduleOfPath(pathname, manifests);
  if (area && !enabled.some((m) => m.key === area.key))
    return <Navigate to={`${paths.ModuleInactive}?module=${area.key}`} replace />;
  return (
    <ModuleTheme color={colorOfPath(pathname, manifests)} data-layout={isMobile ? 'mobile' : 'desktop'}>
      {isMobile ? <MobileFrame pending={pending} /> : <DesktopFrame pending={pending} />}
      {/* The overlays fail silently and alone: a broken one never blanks the page under it. */}
      {!pending &&
        OVERLAYS.map(([name, Overlay]) => (
          <ErrorBoundary key={name} name={name} variant="silent">
            <Overlay />
          </ErrorBoundary>
        ))}
    </ModuleTheme>
  );
}

export interface ShellLayoutProps {
  /** The route table the shell links into (tabs, menu, palette only offer routes found here). */
  routes?: RouteObject[];
  /**
   * Only the frame, while the session is confirmed (RequireAuth's `frame`): nothing in it
   * reads the profile, so the build renders it ahead for a signed-in address and the browser hydrates
   * it. The same component without it next, so React keeps the frame's elements and adds the page.
   */
  pending?: boolean;
}

/** The signed-in shell (platform.md 2.6): header or mobile bars, the page, and the app-wide overlays. */
export function ShellLayout({ routes, pending = false }: ShellLayoutProps) {
  const manifests = useManifests();
  const checker = useMemo(() => createRouteChecker(routes ?? shellRoutesOf(manifests)), [routes, manifests]);
  // The home widgets and forced redirects arrive with the shell (shell-parts.ts), not at start.
  const withParts = useMemo(() => withShellParts(manifests), [manifests]);
  return (
    <ManifestsProvider value={withParts}>
      <RouteAvailabilityProvider value={checker}>
        <ShellFrame pending={pending} />
      </RouteAvailabilityProvider>
    </ManifestsProvider>
  );
}

/**
 * The shell behind the session's guard (the route table's, src/app/routes.tsx): while a stored session
 * is confirmed, its frame (prerendered for some addresses, scripts/prerender.ts), then the
 * same shell with its page.
 */
export function SignedInShell({ routes }: Pick<ShellLayoutProps, 'routes'>) {
  return (
    <RequireAuth frame={<ShellLayout routes={routes} pending />}>
      <ShellLayout routes={routes} />
    </RequireAuth>
  );
}
