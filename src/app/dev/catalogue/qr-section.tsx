import { Group, Stack, Text } from '@mantine/core';
import { QrCode } from '@/ui/qr-code';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';

export function QrSection() {
  const { t } = useCatalogueText();
  return (
    <Section title={t('sections.qr')}>
      <Group gap="lg" align="center">
        <QrCode value="FC-5827-1403" label={`${t('qrValue')}: FC-5827-1403`} />
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('qrValue')}
          </Text>
          <Text fw={700} dir="ltr" ta="start" ff="monospace">
            FC-5827-1403
          </Text>
        </Stack>
      </Group>
    </Section>
  );
}
