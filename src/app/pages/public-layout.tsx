import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/ui/language-switcher';

/** Frame for pages shown outside the signed-in shell (not found, inactive modules, config error). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg">
          <Group justify="space-between">
            <Text fw={700} size="lg" c="var(--mantine-color-darkTeal-text)">
              {t('app.name')}
            </Text>
            <LanguageSwitcher />
          </Group>
        </Container>
      </Box>
      <Container size="lg" component="main">
        {children}
      </Container>
    </Box>
  );
}
