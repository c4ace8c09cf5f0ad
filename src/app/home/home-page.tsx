import { Grid, Stack } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeContribution, ModuleKey } from '@/lib/module-manifest';
import type { ShellModule } from '../shell/modules';
import { ErrorBoundary } from '@/ui/error-boundary';
import { useFirstLoadsSettled } from '@/ui/use-first-loads-settled';
import { useDocumentTitle } from '@/ui/use-document-title';
import { useIsMobile } from '@/ui/use-is-mobile';
import { usePageSnapshot } from '@/ui/use-page-snapshot';
import { useShellModules } from '../shell/use-shell-navigation';
import { CreditBanner } from './credit-banner';
import { AnnouncementsCarousel, AnnouncementsList } from './home-announcements';
import { HomeFrame } from './home-frame';
import { MODULE_HOMES } from './module-homes';
import { QuickAccess } from './quick-access';
import { WelcomeHero, welcomeValidForMs } from './welcome-hero';

type Frame = { module: ShellModule; contribution: HomeContribution };

/**
 * The home frames: one per tab (enabled and routed module) that contributes to the home (its
 * manifest's `home`, else its entry of module-homes.ts), in tab order.
 */
export function framesOf(
  tabs: readonly ShellModule[],
  homes: Partial<Record<ModuleKey, HomeContribution>> = MODULE_HOMES,
): Frame[] {
  return tabs.flatMap((module) => {
    const contribution = module.manifest.home ?? homes[module.key];
    return contribution ? [{ module, contribution }] : [];
  });
}

/** The modules' notices (the reserve-deadline banner), each in its own boundary, loaded after the page. */
function Notices({ frames }: { frames: Frame[] }) {
  return frames.map(({ module, contribution: { Notice } }) =>
    Notice ? (
      <ErrorBoundary key={module.key} name={`home-notice ${module.key}`} variant="widget">
        <Suspense fallback={null}>
          <Notice />
        </Suspense>
      </ErrorBoundary>
    ) : null,
  );
}

/** Each home widget fails alone: the others, and the shell, stay. */
function Widget({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary name={name} variant="widget">
      {children}
    </ErrorBoundary>
  );
}

function DesktopHome({ frames }: { frames: Frame[] }) {
  return (
    <Stack gap="lg" data-testid="home-desktop">
      <Widget name="welcome">
        <WelcomeHero />
      </Widget>
      <Notices frames={frames} />
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Widget name="announcements">
            <AnnouncementsCarousel />
          </Widget>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Widget name="credit-banner">
            <CreditBanner />
          </Widget>
        </Grid.Col>
      </Grid>
      {frames.map((f) => (
        <Widget key={f.module.key} name={`home-frame ${f.module.key}`}>
          <HomeFrame module={f.module} contribution={f.contribution} />
        </Widget>
      ))}
      <Widget name="quick-access">
        <QuickAccess />
      </Widget>
    </Stack>
  );
}

function MobileHome({ frames }: { frames: Frame[] }) {
  return (
    <Stack gap="md" data-testid="home-mobile">
      <Widget name="welcome">
        <WelcomeHero compact />
      </Widget>
      <Notices frames={frames} />
      {frames.map((f) => (
        <Widget key={f.module.key} name={`home-frame ${f.module.key}`}>
          <HomeFrame module={f.module} contribution={f.contribution} mobile />
        </Widget>
      ))}
      <Widget name="quick-access">
        <QuickAccess mobile />
      </Widget>
      <Widget name="announcements">
        <AnnouncementsList />
      </Widget>
    </Stack>
  );
}

/**
 * The home is the installed app's start page (public/manifest.webmanifest), so its next
 * load paints the home this student last saw (docs/decisions/0023-page-snapshot.md) until every
 * widget has its first answer. What is never kept is marked where it is drawn (the wallet card's
 * balance, the subsidy line). A component of its own: the reads' fetching count re-renders it, not
 * the home.
 */
function HomeSnapshot() {
  const drawn = useFirstLoadsSettled();
  // The welcome (its greeting and today's date) changes first; the frames show today's items.
  usePageSnapshot({ drawn, keep: drawn ? 'home' : false, validForMs: welcomeValidForMs(new Date()) });
  return null;
}

/**
 * "/" (platform.md 2.7): a frame per active module (its current items and features), and on
 * desktop the charge-credit banner and the announcements carousel. Mobile has its own layout:
 * compact welcome, module frames, shortcuts and the newest announcements as a list.
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  // The home has no PageContainer: without this the tab kept index.html's Persian title in en and ar.
  useDocumentTitle(t('routes.Home'));
  const isMobile = useIsMobile();
  const { tabs } = useShellModules();
  const frames = framesOf(tabs);
  return (
    <>
      {isMobile ? <MobileHome frames={frames} /> : <DesktopHome frames={frames} />}
      <HomeSnapshot />
    </>
  );
}

export default HomePage;
