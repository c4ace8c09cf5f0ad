import { Box } from '@mantine/core';
import { useState } from 'react';
import { PriceChipSlider, type PriceSelection } from '@/ui/price-chip-slider';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';
import { State } from './catalogue-frame';

export function PriceSection() {
  const { t } = useCatalogueText();
  const [price, setPrice] = useState<PriceSelection | null>(null);
  return (
    <Section title={t('sections.price')}>
      <Box maw={520}>
        <PriceChipSlider
          options={[200_000, 500_000, 1_000_000, 2_000_000, 5_000_000]}
          onChange={setPrice}
          data-testid="price-slider"
        />
      </Box>
      <State value={price} />
    </Section>
  );
}
