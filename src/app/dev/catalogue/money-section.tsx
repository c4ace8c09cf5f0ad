import { Group, Stack, Text } from '@mantine/core';
import { ConfigProvider, useConfig } from '@/config/config-context';
import { Money } from '@/ui/money';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';

export function MoneySection() {
  const { t } = useCatalogueText();
  const config = useConfig();
  const hidden = { ...config, ui: { ...config.ui, hideTomansLabel: true } };
  return (
    <Section title={t('sections.money')}>
      <Stack gap="xs">
        <Group gap="sm">
          <Text size="sm" c="dimmed" w={220}>
            {t('moneyLabel')}
          </Text>
          <Money rials={1_234_567} fw={700} fz="lg" data-testid="money" />
        </Group>
        <Group gap="sm">
          <Text size="sm" c="dimmed" w={220}>
            {t('moneyHidden')}
          </Text>
          <ConfigProvider value={hidden}>
            <Money rials={1_234_567} fw={700} fz="lg" />
          </ConfigProvider>
        </Group>
      </Stack>
    </Section>
  );
}
