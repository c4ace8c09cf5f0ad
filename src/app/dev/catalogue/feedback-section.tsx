import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FullPageError } from '@/ui/full-page-error';
import { LoadingIndicator } from '@/ui/loading-indicator';
import { useLanguage } from '@/ui/use-language';
import { localizeDigits } from '@/lib/digits';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';

export function FeedbackSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  const [mode, setMode] = useState<'loading' | 'failed'>('loading');
  const [retries, setRetries] = useState(0);
  return (
    <Section title={t('sections.feedback')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <SegmentedChoice
            value={mode}
            onChange={(v) => setMode(v as 'loading' | 'failed')}
            data={[
              { value: 'loading', label: t('loadingOk') },
              { value: 'failed', label: t('loadingFailed') },
            ]}
          />
          <Paper withBorder radius="md">
            <LoadingIndicator failed={mode === 'failed'} onRetry={() => setRetries((n) => n + 1)} />
          </Paper>
          <Text size="xs" c="dimmed">
            {t('retried', { count: localizeDigits(retries, lng) })}
          </Text>
        </Stack>
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {t('errorTitle')}
          </Text>
          <Paper withBorder radius="md">
            <FullPageError mih={240} onRetry={() => setRetries((n) => n + 1)} />
          </Paper>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}
