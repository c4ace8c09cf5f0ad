import { Badge, EmptyState, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/api/generated/rest/model';
import { formatInteger } from '@/lib/digits';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { PageContainer } from '@/ui/page-container';
import { Pager } from '@/ui/pager';
import { useLanguage } from '@/ui/use-language';
import { AnnouncementModal } from './announcement-modal';
import classes from './content.module.css';
import { htmlToText } from '@/ui/sanitized-html';
import { useAnnouncementsPage } from './use-announcements';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/** /announcements (platform.md 2.9): the paged list of announcements; each opens its detail. */
export function AnnouncementsPage() {
  const { t } = useTranslation('content');
  const lng = useLanguage();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Announcement | null>(null);
  const { items, total, loading, error, retry, fetching } = useAnnouncementsPage(page - 1, ANNOUNCEMENTS_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(total / ANNOUNCEMENTS_PAGE_SIZE));
  const Chevron = lng === 'en' ? IconChevronRight : IconChevronLeft;

  let body;
  if (loading) body = <LoadingIndicator label={t('announcements.loading')} />;
  else if (error) body = <LoadingIndicator failed failureText={t('announcements.error')} onRetry={retry} />;
  else if (items.length === 0) {
    body = (
      <EmptyState
        py="xl"
        variant="light"
        icon={<IconSpeakerphone size={28} />}
        title={t('announcements.empty')}
        description={t('announcements.emptyHint')}
        data-testid="announcements-empty"
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <ul className={classes.list} aria-busy={fetching || undefined} data-testid="announcements-list">
          {items.map((item, index) => (
            <li key={item.id ?? `${page}-${index}`}>
              <UnstyledButton className={classes.item} onClick={() => setOpen(item)} aria-haspopup="dialog">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <IconSpeakerphone size={22} />
                </ThemeIcon>
                <div className={classes.itemText}>
                  <Text fw={700} className={classes.itemTitle} dir="auto">
                    {item.title}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
                    {htmlToText(item.mainText)}
                  </Text>
                </div>
                <Chevron size={18} className={classes.itemChevron} aria-hidden />
              </UnstyledButton>
            </li>
          ))}
        </ul>
        {pages > 1 && <Pager page={page} total={pages} onChange={setPage} data-testid="announcements-pager" />}
      </Stack>
    );
  }

  return (
    <PageContainer
      title={t('announcements.title')}
      leftButton={
        total > 0 ? (
          <Badge variant="light" size="lg" radius="sm">
            {t('announcements.total', { value: formatInteger(total, lng) })}
          </Badge>
        ) : undefined
      }
      data-testid="announcements-page"
    >
      {body}
      <AnnouncementModal announcement={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}

export default AnnouncementsPage;
