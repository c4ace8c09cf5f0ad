import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '@/ui/app-modal';
import { useLanguage } from '@/ui/use-language';
import { localizeDigits } from '@/lib/digits';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';

export function ModalSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  const [opened, setOpened] = useState(false);
  return (
    <Section title={t('sections.modal')}>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('openModal')}
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title={t('modalTitle')}>
        <Text mb="md">{t('modalBody')}</Text>
        <Stack gap="xs">
          {Array.from({ length: 30 }, (_, i) => (
            <Paper key={i} withBorder p="xs" radius="sm">
              {t('modalLine', { n: localizeDigits(i + 1, lng) })}
            </Paper>
          ))}
        </Stack>
      </AppModal>
    </Section>
  );
}
