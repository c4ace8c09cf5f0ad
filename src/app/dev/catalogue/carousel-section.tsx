import { Paper, Stack, Text } from '@mantine/core';
import { SlideCarousel } from '@/ui/slide-carousel';
import { useLanguage } from '@/ui/use-language';
import { localizeDigits } from '@/lib/digits';
import { useCatalogueText } from './catalogue-text';
import { Section } from './catalogue-frame';

const SLIDE_COLORS = ['darkTeal', 'navy', 'grape', 'brown', 'gold'];

export function CarouselSection() {
  const { t } = useCatalogueText();
  const lng = useLanguage();
  return (
    <Section title={t('sections.carousel')}>
      <SlideCarousel
        label={t('sections.carousel')}
        slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
        slides={SLIDE_COLORS.map((color, i) => (
          <Paper key={color} radius="md" h={140} bg={`${color}.1`} withBorder>
            <Stack h="100%" justify="center" align="center">
              <Text fw={700} c={`${color}.9`}>
                {t('slide', { n: localizeDigits(i + 1, lng) })}
              </Text>
            </Stack>
          </Paper>
        ))}
      />
    </Section>
  );
}
