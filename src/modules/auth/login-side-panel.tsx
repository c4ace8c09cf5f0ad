import { ActionIcon, Box, Button, Group, Loader, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconArrowUp,
  IconBuildingCommunity,
  IconChevronDown,
  IconHeadset,
  IconInfoCircle,
  IconSpeakerphone,
  IconToolsKitchen2,
  IconWallet,
} from '@tabler/icons-react';
import { lazy, Suspense, useId, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/ui/error-boundary';
import type { University } from '@/config/schema';
import { localizeDigits } from '@/lib/digits';
import { useLanguage } from '@/ui/use-language';
import { authClasses as classes, BrandLockup } from './auth-layout';
import { usePublicAnnouncements } from './use-public-announcements';

// The list's accordion comes with the list, after the first paint.
const AnnouncementAccordion = lazy(() => import('./announcement-accordion'));

/** platform.md 2.2: the back-to-top button shows once the side panel is scrolled more than 20 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 20;

function Announcements({ unikey }: { unikey: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const { items, loading, failed, retry } = usePublicAnnouncements(unikey);

  const loadingRow = (
    <Group gap="sm" role="status" aria-live="polite" className={classes.panelNote}>
      <Loader size="sm" color="white" type="dots" aria-hidden />
      <Text fz="sm">{t('auth:announcements.loading')}</Text>
    </Group>
  );
  if (loading) return loadingRow;
  if (failed) {
    return (
      <Group gap="sm" justify="space-between" role="alert" className={classes.panelNote}>
        <Text fz="sm">{t('auth:announcements.failed')}</Text>
        <Button size="xs" variant="white" color="darkTeal" onClick={retry}>
          {t('common:actions.tryAgain')}
        </Button>
      </Group>
    );
  }
  if (!items || items.length === 0) {
    return (
      <Group gap="sm" className={classes.panelNote} data-testid="announcements-empty">
        <IconInfoCircle size={20} aria-hidden />
        <Text fz="sm">{t('auth:announcements.empty')}</Text>
      </Group>
    );
  }
  return (
    <Suspense fallback={loadingRow}>
      <AnnouncementAccordion items={items} />
    </Suspense>
  );
}

function AnnouncementCount({ unikey }: { unikey: string }) {
  const lng = useLanguage();
  const { items } = usePublicAnnouncements(unikey);
  if (!items?.length) return null;
  return (
    <span className={classes.sectionCount} aria-hidden>
      {localizeDigits(items.length, lng)}
    </span>
  );
}

/** The brand and a banner of what the portal offers (no university chosen yet). */
function BrandBanner({ selectable, titleId }: { selectable: boolean; titleId: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const tiles = [
    { icon: IconToolsKitchen2, label: t('auth:brand.featureFood') },
    { icon: IconWallet, label: t('auth:brand.featureWallet') },
    { icon: IconBuildingCommunity, label: t('auth:brand.featureDormitory') },
    { icon: IconHeadset, label: t('auth:brand.featureSupport') },
  ];
  return (
    <>
      <Title order={2} id={titleId} className={classes.sideHeading}>
        {t('common:app.name')}
      </Title>
      <Text className={classes.sideLead}>{t('auth:brand.tagline')}</Text>
      <div className={classes.banner} role="img" aria-label={t('auth:brand.bannerAlt')} data-testid="brand-banner">
        {tiles.map(({ icon: Icon, label }) => (
          <div key={label} className={classes.bannerTile}>
            <span className={classes.bannerIcon}>
              <Icon size={24} stroke={1.7} />
            </span>
            <Text fw={600}>{label}</Text>
          </div>
        ))}
      </div>
      {selectable && (
        <Group gap="sm" mt={28} className={classes.panelNote} wrap="nowrap">
          <IconInfoCircle size={20} aria-hidden style={{ flex: 'none' }} />
          <Text fz="sm">{t('auth:brand.chooseHint')}</Text>
        </Group>
      )}
    </>
  );
}

export interface LoginSidePanelProps {
  university: University | null;
  /** Cloud mode: the user picks the university (changes the no-university text). */
  selectable: boolean;
  /** Mobile layout: the announcements start collapsed behind a toggle. */
  collapsible: boolean;
}

/**
 * The side of the sign-in pages (platform.md 2.2): the chosen university's announcements, or the
 * brand and a banner when none is chosen; a back-to-top button once scrolled.
 */
export function LoginSidePanel({ university, selectable, collapsible }: LoginSidePanelProps) {
  const { t } = useTranslation(['auth', 'common']);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();

  const onScroll = (event: UIEvent<HTMLDivElement>) =>
    setScrolled(event.currentTarget.scrollTop > BACK_TO_TOP_THRESHOLD_PX);
  const expanded = !collapsible || open;

  return (
    <Box component="aside" className={classes.side} aria-labelledby={titleId} data-testid="login-side-panel">
      <div ref={scrollRef} className={classes.sideScroll} onScroll={onScroll} data-testid="side-scroll">
        {!collapsible && <BrandLockup />}
        {university ? (
          <>
            <Title
              order={2}
              id={titleId}
              className={classes.sideHeading}
              style={collapsible ? { marginTop: 0, fontSize: 20 } : undefined}
            >
              {university.universityLabel}
            </Title>
            {collapsible ? (
              <UnstyledButton
                onClick={() => setOpen((o) => !o)}
                aria-expanded={open}
                aria-controls={listId}
                className={classes.sectionTitle}
                style={{ width: '100%', color: 'inherit', marginTop: 12 }}
              >
                <IconSpeakerphone size={20} aria-hidden />
                <span style={{ flex: 1 }}>{open ? t('auth:announcements.hide') : t('auth:announcements.show')}</span>
                <AnnouncementCount unikey={university.unikey} />
                <IconChevronDown
                  size={18}
                  aria-hidden
                  style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
                />
              </UnstyledButton>
            ) : (
              <h3 className={classes.sectionTitle}>
                <IconSpeakerphone size={20} aria-hidden />
                <span>{t('auth:announcements.title')}</span>
                <AnnouncementCount unikey={university.unikey} />
              </h3>
            )}
            {/* A plain region instead of Mantine's Collapse: its height animation and two hooks were
                bytes of /login's first load; the list slides in by CSS instead. */}
            <div id={listId} hidden={!expanded} className={collapsible ? classes.reveal : undefined}>
              {expanded && (
                <ErrorBoundary key={university.unikey} name="login-announcements" variant="widget">
                  <Announcements unikey={university.unikey} />
                </ErrorBoundary>
              )}
            </div>
          </>
        ) : (
          <BrandBanner selectable={selectable} titleId={titleId} />
        )}
      </div>
      {scrolled && (
        <ActionIcon
          className={classes.backToTop}
          size={44}
          radius="xl"
          variant="white"
          color="darkTeal"
          aria-label={t('auth:announcements.backToTop')}
          onClick={() => scrollRef.current?.scrollTo?.({ top: 0, behavior: 'smooth' })}
        >
          <IconArrowUp size={22} />
        </ActionIcon>
      )}
    </Box>
  );
}
