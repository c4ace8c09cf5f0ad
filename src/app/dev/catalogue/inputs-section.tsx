import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { AddInput } from '@/ui/add-input';
import { NumericInput } from '@/ui/numeric-input';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';
import { State } from './catalogue-frame';

export function InputsSection() {
  const { t } = useCatalogueText();
  const [added, setAdded] = useState<string[]>([]);
  const [digits, setDigits] = useState('');
  return (
    <Section title={t('sections.inputs')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          <AddInput
            label={t('addLabel')}
            placeholder={t('addPlaceholder')}
            onSubmit={(text) =>
              new Promise<void>((resolve) =>
                setTimeout(() => {
                  setAdded((list) => [...list, text]);
                  resolve();
                }, 500),
              )
            }
            data-testid="add-input"
          />
          <Group gap={6} mt="sm">
            <Text size="xs" c="dimmed">
              {t('added')}:
            </Text>
            {added.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('none')}
              </Text>
            ) : (
              added.map((item, i) => (
                <Badge key={i} variant="light" radius="sm">
                  {item}
                </Badge>
              ))
            )}
          </Group>
        </div>
        <div>
          <NumericInput
            label={t('numericLabel')}
            description={t('numericDescription')}
            value={digits}
            onChange={setDigits}
            maxLength={8}
            data-testid="numeric-input"
          />
          <State value={digits || null} />
        </div>
      </SimpleGrid>
    </Section>
  );
}
