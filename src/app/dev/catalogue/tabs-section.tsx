import { Text } from '@mantine/core';
import { useState } from 'react';
import { TabSwitchGroup } from '@/ui/tab-switch-group';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';
import { State } from './catalogue-frame';

export function TabsSection() {
  const { t } = useCatalogueText();
  const [tab, setTab] = useState<'charge' | 'transfer' | 'history'>('charge');
  const tabs = (['charge', 'transfer', 'history'] as const).map((key) => ({
    key,
    label: t(`tabs.${key}`),
    content: (
      <Text c="dimmed" size="sm">
        {t('tabContent', { tab: t(`tabs.${key}`) })}
      </Text>
    ),
  }));
  return (
    <Section title={t('sections.tabs')}>
      <TabSwitchGroup tabs={tabs} value={tab} onChange={setTab} label={t('sections.tabs')} />
      <State value={tab} />
    </Section>
  );
}
