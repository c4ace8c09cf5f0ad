import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '@/ui/pager';
import { useLanguage } from '@/ui/use-language';
import { localizeDigits } from '@/lib/digits';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';

const PAGER_COLORS = ['darkTeal', 'navy', 'grape', 'brown'];

export function PagerSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  const [page, setPage] = useState(1);
  return (
    <Section title={t('sections.pager')}>
      <Pager page={page} total={PAGER_COLORS.length} onChange={setPage} data-testid="pager">
        <Paper radius="md" h={120} bg={`${PAGER_COLORS[page - 1]}.0`} withBorder>
          <Stack h="100%" justify="center" align="center">
            <Text fw={600} c={`${PAGER_COLORS[page - 1]}.9`}>
              {t('pagerContent', { page: localizeDigits(page, lng) })}
            </Text>
          </Stack>
        </Paper>
      </Pager>
    </Section>
  );
}
