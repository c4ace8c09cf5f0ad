import { IconMoon, IconSun, IconSunrise } from '@tabler/icons-react';
import { useState } from 'react';
import { CardSelector } from '@/ui/card-selector';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';
import { State } from './catalogue-frame';

export function CardsSection() {
  const { t } = useCatalogueText();
  const [meal, setMeal] = useState<number | null>(1);
  const meals = [
    { key: 'breakfast', icon: <IconSunrise size={20} /> },
    { key: 'lunch', icon: <IconSun size={20} /> },
    { key: 'dinner', icon: <IconMoon size={20} /> },
  ] as const;
  return (
    <Section title={t('sections.cards')}>
      <CardSelector
        label={t('cardsLabel')}
        value={meal}
        onChange={setMeal}
        options={meals.map((m) => ({
          title: t(`meals.${m.key}`),
          description: t(`mealHints.${m.key}`),
          icon: m.icon,
        }))}
        data-testid="card-selector"
      />
      <State value={meal} />
    </Section>
  );
}
