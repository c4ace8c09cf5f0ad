import { ActionIcon, Box, Button, Text } from '@mantine/core';
import { IconArrowBack, IconFilter, IconHelpCircle } from '@tabler/icons-react';
import { PageContainer } from '@/ui/page-container';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';

export function PageSection() {
  const { t } = useCatalogueText();
  return (
    <Section title={t('sections.page')}>
      <Box bg="var(--mantine-color-gray-0)" p="md" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <PageContainer
          title={t('pageTitle')}
          sideButton={
            <ActionIcon variant="subtle" size="lg" aria-label={t('back')}>
              <IconArrowBack size={20} style={{ transform: 'scaleX(var(--mantine-direction-scale, 1))' }} />
            </ActionIcon>
          }
          centerButton={
            <Button variant="light" size="xs" leftSection={<IconFilter size={14} />}>
              {t('filter')}
            </Button>
          }
          leftButton={
            <ActionIcon variant="subtle" size="lg" aria-label={t('help')}>
              <IconHelpCircle size={20} />
            </ActionIcon>
          }
        >
          <Text c="dimmed">{t('pageBody')}</Text>
        </PageContainer>
      </Box>
    </Section>
  );
}
