/** The frame every catalogue section shares: a titled card, and a line showing a widget's live state. */
import { Code, Group, Paper, Text, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import { useCatalogueText } from './catalogue-text';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" data-testid={testId}>
      <Title order={2} size="h4" mb="lg" c="var(--mantine-color-darkTeal-text)">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function State({ value }: { value: unknown }) {
  const { t } = useCatalogueText();
  return (
    <Group gap={6} mt="sm" wrap="nowrap" align="flex-start">
      <Text size="xs" c="dimmed" fw={500} style={{ flex: 'none' }}>
        {t('state')}:
      </Text>
      <Code dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="state">
        {value === null || value === undefined ? t('none') : JSON.stringify(value)}
      </Code>
    </Group>
  );
}
