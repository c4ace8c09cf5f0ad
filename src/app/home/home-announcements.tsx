import { Box, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton, useDirection } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Announcement } from '@/api/generated/rest/model';
import { paths } from '@/lib/paths';
import { AnnouncementModal } from '@/modules/content/announcement-modal';
import { htmlToText } from '@/ui/sanitized-html';
import { useAnnouncementsPage } from '@/modules/content/use-announcements';
import { directionalChevrons } from '@/ui/directional-chevrons';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { SlideCarousel } from '@/ui/slide-carousel';
import classes from './home.module.css';

/** The newest announcements on the home page (platform.md 2.7: "an announcements carousel"). */
export const HOME_ANNOUNCEMENTS = 6;

function SectionTitle({ id }: { id: string }) {
  const { t } = useTranslation('shell');
  const { dir } = useDirection();
  const { Next } = directionalChevrons(dir);
  return (
    <div className={classes.sectionTitle}>
      <Title order={2} size="h4" id={id}>
        {t('home.announcements')}
      </Title>
      <Link to={paths.Announcements} className={classes.seeAll}>
        {t('home.seeAll')}
        <Next size={16} aria-hidden />
      </Link>
    </div>
  );
}

function AnnouncementCard({
  item,
  onOpen,
  compact = false,
}: {
  item: Announcement;
  onOpen: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('shell');
  if (compact) {
    return (
      <UnstyledButton
        className={`${classes.card} ${classes.compactCard}`}
        onClick={onOpen}
        aria-haspopup="dialog"
        data-testid="home-announcement"
      >
        <ThemeIcon variant="light" radius="md" size={34} aria-hidden>
          <IconSpeakerphone size={18} />
        </ThemeIcon>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} size="sm" lineClamp={2} lh={1.7} dir="auto">
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} dir="auto">
            {htmlToText(item.mainText)}
          </Text>
        </div>
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton
      className={`${classes.card} ${classes.announcementCard}`}
      onClick={onOpen}
      aria-haspopup="dialog"
      data-testid="home-announcement"
    >
      <ThemeIcon variant="light" radius="md" size={36} aria-hidden>
        <IconSpeakerphone size={20} />
      </ThemeIcon>
      <Text fw={700} lineClamp={2} lh={1.6} dir="auto">
        {item.title}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }} dir="auto">
        {htmlToText(item.mainText)}
      </Text>
      <Text size="sm" fw={600} c="var(--mantine-primary-color-text)">
        {t('home.readMore')}
      </Text>
    </UnstyledButton>
  );
}

/** Desktop: a carousel of announcement cards, two at a time, each opening its detail. */
export function AnnouncementsCarousel() {
  const { t } = useTranslation('shell');
  const { items, loading, error, retry } = useAnnouncementsPage(0, HOME_ANNOUNCEMENTS);
  const [open, setOpen] = useState<Announcement | null>(null);
  let body;
  if (loading) {
    body = (
      <Box style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }} aria-busy>
        <Skeleton height={220} radius="md" />
        <Skeleton height={220} radius="md" />
      </Box>
    );
  } else if (error) body = <LoadingIndicator failed onRetry={retry} mih={220} />;
  else if (items.length === 0) {
    body = (
      <Text c="dimmed" py="xl" ta="center">
        {t('home.noAnnouncements')}
      </Text>
    );
  } else {
    body = (
      <div className={classes.carousel}>
        <SlideCarousel
          label={t('home.announcements')}
          slideSize={{ base: '100%', sm: '50%' }}
          slideGap="md"
          slides={items.map((item) => (
            <AnnouncementCard key={item.id ?? item.title} item={item} onOpen={() => setOpen(item)} />
          ))}
          data-testid="announcements-carousel"
        />
      </div>
    );
  }
  return (
    <section aria-labelledby="home-announcements" className={classes.panel}>
      <SectionTitle id="home-announcements" />
      {body}
      <AnnouncementModal announcement={open} onClose={() => setOpen(null)} />
    </section>
  );
}

/** Mobile: the three newest as a list (no carousel on small screens, platform.md 2.7). */
export function AnnouncementsList() {
  const { t } = useTranslation('shell');
  const { items, loading, error, retry } = useAnnouncementsPage(0, 3);
  const [open, setOpen] = useState<Announcement | null>(null);
  return (
    <section aria-labelledby="home-announcements-mobile">
      <SectionTitle id="home-announcements-mobile" />
      {loading ? (
        <Stack gap="xs">
          <Skeleton height={86} radius="md" />
          <Skeleton height={86} radius="md" />
        </Stack>
      ) : error ? (
        <LoadingIndicator failed onRetry={retry} mih={120} />
      ) : items.length === 0 ? (
        <Text c="dimmed" py="md" ta="center">
          {t('home.noAnnouncements')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="announcements-mobile-list">
          {items.map((item) => (
            <AnnouncementCard key={item.id ?? item.title} item={item} onOpen={() => setOpen(item)} compact />
          ))}
        </Stack>
      )}
      <AnnouncementModal announcement={open} onClose={() => setOpen(null)} />
    </section>
  );
}
