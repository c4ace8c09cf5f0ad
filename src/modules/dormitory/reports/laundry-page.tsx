import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUniversity } from '@/session/current-university';
import { PageContainer } from '@/ui/page-container';
import { laundryEnabled, laundryUrl } from '../access';

/**
 * /dormitory/laundry: the university's laundry service (platform.md 3 services.washer, a flag or
 * an address; the spec shows no calls). An address opens the laundry system in a new tab.
 */
export function LaundryPage() {
  const { t } = useTranslation('dormitory');
  const washer = useCurrentUniversity()?.services?.washer;
  const url = laundryUrl(washer);
  return (
    <PageContainer title={t('laundry.title')} data-testid="laundry-page">
      {!laundryEnabled(washer) ? (
        <Alert color="yellow">{t('laundry.notEnabled')}</Alert>
      ) : url ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('laundry.intro')}</Text>
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} />}
          >
            {t('laundry.open')}
          </Button>
        </Stack>
      ) : (
        <Text>{t('laundry.enabled')}</Text>
      )}
    </PageContainer>
  );
}
