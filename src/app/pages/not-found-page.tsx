import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from './public-layout';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <Center mih="60vh">
        <Stack align="center" gap="md" maw={480}>
          <Text fz={64} fw={800} c="darkTeal.9" aria-hidden>
            404
          </Text>
          <Title order={1} size="h2">
            {t('notFound.title')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('notFound.description')}
          </Text>
          <Button component={Link} to="/" variant="light">
            {t('actions.home')}
          </Button>
        </Stack>
      </Center>
    </PublicLayout>
  );
}

export default NotFoundPage;
