import { Box, Group, Paper, Text } from '@mantine/core';
import { IconSoup } from '@tabler/icons-react';
import { useState } from 'react';
import { InfiniteList } from '@/ui/infinite-list';
import { useLanguage } from '@/ui/use-language';
import { localizeDigits } from '@/lib/digits';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';

export function ListSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  const [count, setCount] = useState(4);
  const [loading, setLoading] = useState(false);
  const items = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <Section title={t('sections.list')}>
      <Box maw={520} mah={320} style={{ overflowY: 'auto' }} p={4}>
        <InfiniteList
          items={items}
          itemKey={(i) => i}
          hasMore={count < 16}
          loading={loading}
          onLoadMore={() => {
            setLoading(true);
            setTimeout(() => {
              setCount((c) => c + 4);
              setLoading(false);
            }, 600);
          }}
          renderItem={(i) => (
            <Paper withBorder p="sm" radius="md">
              <Group gap="sm">
                <IconSoup size={18} color="var(--mantine-color-darkTeal-text)" aria-hidden />
                <Text size="sm">{t('listItem', { n: localizeDigits(i, lng) })}</Text>
              </Group>
            </Paper>
          )}
        />
      </Box>
    </Section>
  );
}
