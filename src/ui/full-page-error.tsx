import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { releasePageSnapshot } from '@/lib/page-snapshot';

export interface FullPageErrorProps {
  title?: string;
  description?: string;
  /** Shows "try again" when given. */
  onRetry?: () => void;
  children?: ReactNode;
  /** Minimum height; the default fills most of the viewport. */
  mih?: number | string;
}

/** The full-page error screen of platform.md 2.11, with a "try again" action. */
export function FullPageError({ title, description, onRetry, children, mih = '60vh' }: FullPageErrorProps) {
  const { t } = useTranslation();
  // An error is never hidden behind a page snapshot.
  useLayoutEffect(releasePageSnapshot, []);
  return (
    <Center mih={mih} p="lg">
      <Stack align="center" gap="md" maw={480} role="alert">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={36} />
        </ThemeIcon>
        <Title order={2} ta="center">
          {title ?? t('errors.pageTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {description ?? t('errors.connection')}
        </Text>
        {children}
        {onRetry && (
          <Button onClick={onRetry} size="md">
            {t('actions.tryAgain')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
