import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApps } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from './public-layout';

/** /modules/inactive (platform.md 2.6): the shell sends users here when no module is enabled. */
export function ModuleInactivePage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <Center mih="60vh">
        <Stack align="center" gap="md" maw={520}>
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
            <IconApps size={40} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('moduleInactive.title')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('moduleInactive.description')}
          </Text>
        </Stack>
      </Center>
    </PublicLayout>
  );
}

export default ModuleInactivePage;
