import { Alert, Box, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandLockup } from './auth-layout';

export interface StatusScreenProps {
  title: ReactNode;
  /** The progress text ("logging in…"); shown with a spinner unless `error` is set. */
  message: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  'data-testid'?: string;
}

/** A full-page progress or failure card on the brand background (CAS callback, logout). */
export function StatusScreen({ title, message, hint, error, 'data-testid': testId }: StatusScreenProps) {
  return (
    <Center
      mih="100vh"
      p="md"
      style={{ background: 'linear-gradient(165deg, #0b5d5b 0%, #0d6b68 42%, #119690 100%)' }}
      data-testid={testId}
    >
      <Stack align="center" gap="xl" w="100%" maw={420}>
        <BrandLockup />
        <Box
          w="100%"
          bg="var(--mantine-color-body)"
          p={32}
          style={{ borderRadius: 20, boxShadow: '0 24px 48px -16px rgba(0,0,0,0.35)' }}
        >
          <Stack align="center" gap="md" ta="center">
            <Title order={1} fz={22} fw={700}>
              {title}
            </Title>
            {error ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} w="100%" ta="start" role="alert">
                {error}
              </Alert>
            ) : (
              <Stack align="center" gap="xs" role="status" aria-live="polite">
                <Loader type="dots" size="lg" aria-hidden />
                <Text fw={600}>{message}</Text>
                {hint && (
                  <Text fz="sm" c="dimmed">
                    {hint}
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        </Box>
      </Stack>
    </Center>
  );
}
