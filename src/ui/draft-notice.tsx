import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayFileName } from '@/lib/upload-check';

/**
 * Says that a form starts from the student's unsent draft (kept across a session end), and
 * offers to discard it. `notKept` names attachments the draft could not keep (too large for it).
 */
export function DraftNotice({
  restored,
  notKept = [],
  onDiscard,
}: {
  restored: boolean;
  notKept?: readonly string[];
  onDiscard: () => void;
}) {
  const { t } = useTranslation('ui');
  if (!restored && notKept.length === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconRestore size={18} aria-hidden />}
      role="status"
      data-testid="draft-restored"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('draft.restored')}</Text>
        {restored ? (
          <Button size="compact-sm" variant="subtle" onClick={onDiscard} data-testid="draft-discard">
            {t('draft.discard')}
          </Button>
        ) : null}
      </Group>
      {notKept.length > 0 ? (
        <Text size="sm" mt={4}>
          {t('draft.filesNotKept', { names: notKept.map(displayFileName).join('، ') })}
        </Text>
      ) : null}
    </Alert>
  );
}
