import { Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadingIndicatorProps {
  /** Shows the failure variant instead of the spinner. */
  failed?: boolean;
  /** The failure text; "could not fetch data" by default (platform.md 2.11). */
  failureText?: ReactNode;
  /** Adds "try again" to the failure variant. */
  onRetry?: () => void;
  /** What is loading, for the status text; "loading…" by default. */
  label?: ReactNode;
  mih?: number | string;
  'data-testid'?: string;
}

/** A spinner while data loads, or a failure message with retry when it could not be fetched. */
export function LoadingIndicator({ failed, failureText, onRetry, label, mih = 160, 'data-testid': testId }: LoadingIndicatorProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Center mih={mih} data-testid={testId}>
        <Stack align="center" gap="xs" role="alert">
          <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
            <IconCloudOff size={26} />
          </ThemeIcon>
          <Text fw={500} ta="center">
            {failureText ?? t('errors.couldNotFetch')}
          </Text>
          {onRetry && (
            <Button variant="light" size="sm" onClick={onRetry}>
              {t('actions.tryAgain')}
            </Button>
          )}
        </Stack>
      </Center>
    );
  }
  return (
    <Center mih={mih} data-testid={testId}>
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader size="md" type="dots" aria-hidden />
        <Text size="sm" c="dimmed">
          {label ?? t('loading')}
        </Text>
      </Stack>
    </Center>
  );
}
