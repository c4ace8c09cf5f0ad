import { Carousel } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '@/lib/digits';
import { useCarouselTexts } from './use-carousel-texts';
import { useLanguage } from './use-language';

export interface SlideCarouselProps {
  slides: ReactNode[];
  /** Width of one slide, e.g. '100%' (one at a time) or { base: '100%', sm: '33.333%' }. */
  slideSize?: string | Partial<Record<'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  slideGap?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
  height?: number | string;
  /** Dots; by default only when there are 7 slides or fewer (platform.md 9). */
  withIndicators?: boolean;
  loop?: boolean;
  /** Names the carousel for assistive technology. */
  label?: string;
  /**
   * The arrows in a row under the slides, beside the dots, instead of over the slides' sides: for
   * slides whose text reaches their edges (a wallet card's amount on a phone).
   */
  controlsBelow?: boolean;
  onSlideChange?: (index: number) => void;
  'data-testid'?: string;
}

/**
 * Mantine Carousel with previous/next arrows. Mantine hands the direction to Embla and turns the
 * chevrons itself, so in RTL the first slide is on the right and "next" points left.
 */
export function SlideCarousel({
  slides,
  slideSize = '100%',
  slideGap = 'md',
  height,
  withIndicators,
  loop = false,
  label,
  controlsBelow = false,
  onSlideChange,
  'data-testid': testId,
}: SlideCarouselProps) {
  const { t } = useTranslation('ui');
  const lng = useLanguage();
  const total = slides.length;
  // Embla slides with an animation of its own (not a Mantine transition): instant when less motion is asked for.
  const reduceMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const rootRef = useCarouselTexts(t('carousel.slides'));
  const dots = withIndicators ?? total <= 7;
  const slideLabel = (index: number) =>
    t('carousel.slide', { index: localizeDigits(index + 1, lng), total: localizeDigits(total, lng) });
  return (
    <>
      <Carousel
        ref={rootRef}
        slideSize={slideSize}
        slideGap={slideGap}
        height={height}
        withIndicators={dots}
        emblaOptions={{ loop, align: 'start', slidesToScroll: 1, ...(reduceMotion ? { duration: 0 } : {}) }}
        controlSize={32}
        controlsOffset="xs"
        onSlideChange={(index) => {
          setCurrent(index);
          onSlideChange?.(index);
        }}
        previousControlProps={{ 'aria-label': t('carousel.previous') }}
        nextControlProps={{ 'aria-label': t('carousel.next') }}
        getIndicatorProps={(index) => ({ 'aria-label': t('carousel.goTo', { index: localizeDigits(index + 1, lng) }) })}
        aria-roledescription={t('carousel.role')}
        aria-label={label}
        role="region"
        data-testid={testId}
        styles={{
          indicator: { backgroundColor: 'var(--mantine-primary-color-filled)' },
          control: { boxShadow: 'var(--mantine-shadow-sm)' },
          // The controls' row (32 px) under the slides, the dots in its middle.
          ...(controlsBelow ? { controls: { top: 'auto', bottom: 0 }, indicators: { bottom: 14 } } : {}),
        }}
        pb={controlsBelow ? 44 : dots ? 'xl' : undefined}
      >
        {slides.map((slide, index) => (
          <Carousel.Slide
            key={index}
            role="group"
            aria-roledescription={t('carousel.slideRole')}
            aria-label={slideLabel(index)}
          >
            {slide}
          </Carousel.Slide>
        ))}
      </Carousel>
      {/* The slide on screen, announced in the interface's language (Mantine's own says it in English). */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {total > 0 && slideLabel(Math.min(current, total - 1))}
      </VisuallyHidden>
    </>
  );
}
