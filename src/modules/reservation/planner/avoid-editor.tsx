import { ActionIcon, Badge, Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVOID_CATEGORIES, avoidEntryOf } from '@machines/food-avoid-rules';

/** The student's diet and allergens: the categories, and words of their own. */
export function AvoidEditor({ avoid, onChange }: { avoid: readonly string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation('planner');
  const { t: tr } = useTranslation('reservation');
  const [word, setWord] = useState('');
  const categories = avoid.filter((a) => !a.startsWith('word:'));
  const words = avoid.filter((a) => a.startsWith('word:'));
  const add = () => {
    const entry = avoidEntryOf(word);
    if (entry && !avoid.includes(entry)) onChange([...avoid, entry]);
    setWord('');
  };
  return (
    <Stack gap="xs" data-testid="plan-avoid">
      <Text size="sm" fw={600}>
        {t('avoid.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('avoid.hint')}
      </Text>
      <Chip.Group multiple value={categories} onChange={(next) => onChange([...next, ...words])}>
        <Group gap={6}>
          {AVOID_CATEGORIES.map((c) => (
            <Chip key={c} value={c} size="xs" wrapperProps={{ 'data-testid': `avoid-${c}` }}>
              {tr(`avoid.category.${c}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap={6} align="flex-end">
        <TextInput
          size="xs"
          label={t('avoid.word')}
          placeholder={t('avoid.wordPlaceholder')}
          value={word}
          onChange={(event) => setWord(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
          data-testid="avoid-word"
        />
        <Button size="xs" variant="light" onClick={add} disabled={!avoidEntryOf(word)} data-testid="avoid-add">
          {t('avoid.add')}
        </Button>
      </Group>
      {words.length > 0 && (
        <Group gap={6}>
          {words.map((w) => (
            <Badge
              key={w}
              variant="light"
              color="gray"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={t('avoid.remove', { word: w.slice(5) })}
                  onClick={() => onChange(avoid.filter((a) => a !== w))}
                >
                  <IconX size={10} aria-hidden />
                </ActionIcon>
              }
            >
              {w.slice(5)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
