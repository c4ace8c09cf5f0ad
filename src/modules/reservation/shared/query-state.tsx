import { Alert, Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '@/ui/loading-indicator';

export interface QueryStateProps {
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Where "back" leads on a failure, besides "try again". */
  backTo?: string;
  label?: ReactNode;
  mih?: number | string;
}

/**
 * Loading, and the "retry or back" failure panel (modules.md 8: load errors show a retry or back
 * panel). Renders nothing once the data is there.
 */
export function QueryState({ loading, error, onRetry, backTo, label, mih }: QueryStateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (error) {
    return (
      <Stack gap="xs" align="center">
        <LoadingIndicator failed onRetry={onRetry} mih={mih} />
        {backTo && (
          <Button variant="subtle" size="sm" onClick={() => void navigate(backTo)}>
            {t('actions.back')}
          </Button>
        )}
      </Stack>
    );
  }
  if (loading) return <LoadingIndicator label={label} mih={mih} />;
  return null;
}

/** An empty list or state: an icon, a message and optional actions. */
export function EmptyNotice({
  children,
  actions,
  color = 'gray',
}: {
  children: ReactNode;
  actions?: ReactNode;
  color?: string;
}) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
          <IconInbox size={30} />
        </ThemeIcon>
        <Text ta="center" c="dimmed">
          {children}
        </Text>
        {actions}
      </Stack>
    </Center>
  );
}

/** A warning line (e.g. "no daily sale for today", "errors.no-polls"). */
export function WarningNotice({ children }: { children: ReactNode }) {
  return (
    <Alert color="yellow" variant="light" radius="md" role="status">
      {children}
    </Alert>
  );
}
