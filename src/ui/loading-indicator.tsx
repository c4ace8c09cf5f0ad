import { Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';

export interface LoadingIndicatorProps {
  /** Shows the failure variant instead of the spinner. */
  failed?: boolean;
  /** The failure text; "could not fetch data" by default (platform.md 2.11). */
  failureText?: ReactNode;
  /**
   * The failure, when known: a timeout ("took too long") or a page answered in place of data says
   * so instead of the generic text.
   */
  error?: unknown;
  /** Adds "try again" to the failure variant. */
  onRetry?: () => void;
  /** What is loading, for the status text; "loading…" by default. */
  label?: ReactNode;
  mih?: number | string;
  'data-testid'?: string;
}

/** A spinner while data loads, or a failure message with retry when it could not be fetched. */
export function LoadingIndicator({
  failed,
  failureText,
  error,
  onRetry,
  label,
  mih = 160,
  'data-testid': testId,
}: LoadingIndicatorProps) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('api');
  const told = failureMessageKey(error);
  if (failed) {
    return (
      <Center mih={mih} data-testid={testId}>
        <Stack align="center" gap="xs" role="alert">
          <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
            <IconCloudOff size={26} />
          </ThemeIcon>
          <Text fw={500} ta="center">
            {told ? ta(told) : (failureText ?? t('errors.couldNotFetch'))}
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

/** The failures worth naming on a failed screen, as keys of the `api` namespace (the rest keep "could not fetch data"). */
export function failureMessageKey(error: unknown): 'timeout' | 'notData' | 'network' | null {
  if (!isApiError(error)) return null;
  const key = error.messageKey;
  return key === 'api:timeout' || key === 'api:notData' || key === 'api:network'
    ? (key.slice('api:'.length) as 'timeout' | 'notData' | 'network')
    : null;
}
