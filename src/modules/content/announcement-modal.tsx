import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/api/generated/rest/model';
import { AppModal } from '@/ui/app-modal';
import { SanitizedHtml } from '@/ui/sanitized-html';

export interface AnnouncementModalProps {
  announcement: Announcement | null;
  onClose: () => void;
}

/** The detail of one announcement (platform.md 2.9): its title and its sanitised body. */
export function AnnouncementModal({ announcement, onClose }: AnnouncementModalProps) {
  const { t } = useTranslation('content');
  return (
    <AppModal
      opened={announcement !== null}
      onClose={onClose}
      title={<span dir="auto">{announcement?.title}</span>}
      data-testid="announcement-modal"
    >
      {announcement && <SanitizedHtml html={announcement.mainText} dir="auto" data-testid="announcement-body" />}
      <Group justify="flex-end" mt="lg">
        <Button variant="light" onClick={onClose}>
          {t('announcements.close')}
        </Button>
      </Group>
    </AppModal>
  );
}
