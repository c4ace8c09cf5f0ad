import { Grid, Stack } from '@mantine/core';
import type { HomeContribution } from '@/lib/home-contribution';
import { useIsMobile } from '@/ui/use-is-mobile';
import { useShellModules } from '../shell/use-shell-navigation';
import { CreditBanner } from './credit-banner';
import { AnnouncementsCarousel, AnnouncementsList } from './home-announcements';
import { HomeFrame } from './home-frame';
import { contributionsFor, HOME_CONTRIBUTIONS } from './home-registry';
import { QuickAccess } from './quick-access';
import { WelcomeHero } from './welcome-hero';

export interface HomePageProps {
  /** The module contributions (tests pass their own; the app uses the registry). */
  registry?: readonly HomeContribution[];
}

function DesktopHome({ contributions }: { contributions: HomeContribution[] }) {
  return (
    <Stack gap="lg" data-testid="home-desktop">
      <WelcomeHero />
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <AnnouncementsCarousel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <CreditBanner />
        </Grid.Col>
      </Grid>
      {contributions.map((c) => (
        <HomeFrame key={c.module} contribution={c} />
      ))}
      <QuickAccess />
    </Stack>
  );
}

function MobileHome({ contributions }: { contributions: HomeContribution[] }) {
  return (
    <Stack gap="md" data-testid="home-mobile">
      <WelcomeHero compact />
      {contributions.map((c) => (
        <HomeFrame key={c.module} contribution={c} mobile />
      ))}
      <QuickAccess mobile />
      <AnnouncementsList />
    </Stack>
  );
}

/**
 * "/" (platform.md 2.7): a frame per active module (its current items and features), and on
 * desktop the charge-credit banner and the announcements carousel. Mobile has its own layout:
 * compact welcome, module frames, shortcuts and the newest announcements as a list.
 */
export function HomePage({ registry = HOME_CONTRIBUTIONS }: HomePageProps) {
  const isMobile = useIsMobile();
  const { tabs } = useShellModules();
  const contributions = contributionsFor(tabs, registry);
  return isMobile ? <MobileHome contributions={contributions} /> : <DesktopHome contributions={contributions} />;
}

export default HomePage;
