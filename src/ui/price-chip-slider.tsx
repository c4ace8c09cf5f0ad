import { Carousel } from '@mantine/carousel';
import { ActionIcon, Chip, Group, Stack, useDirection } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWholeAmount } from '@/lib/amount';
import { rialsToTomans, tomansToRials } from '@/lib/money';
import { directionalChevrons } from './directional-chevrons';
import { useCarouselTexts } from './use-carousel-texts';
import { AmountInput } from './amount-input';
import { useFormatMoney } from './use-format-money';

/** A preset amount in rials, or the "custom amount" entry (platform.md 3: price options). */
export type PriceOption = number | 'custom';

export interface PriceSelection {
  option: PriceOption | null;
  /** The amount to pay in rials; null while a custom amount is missing or too small. */
  rials: number | null;
}

export interface PriceChipSliderProps {
  /** Preset amounts in rials (shown in tomans). */
  options: number[];
  /** Offers the "custom amount" entry (default true: platform.md 5 always allows it). */
  withCustom?: boolean;
  value?: PriceOption | null;
  defaultValue?: PriceOption | null;
  onChange?: (selection: PriceSelection) => void;
  /** Smallest custom amount in rials; the smallest preset by default (platform.md 5). */
  customMin?: number;
  /** A custom amount (rials) already in the field when "custom" is chosen (a resumed or linked amount). */
  defaultCustomAmount?: number | null;
  /** Chips visible at once (platform.md 9: 3). */
  visible?: number;
  label?: string;
  'data-testid'?: string;
}

/** Three amount chips at a time in a scrollable strip, plus a custom amount revealing a numeric field. */
export function PriceChipSlider({
  options,
  withCustom = true,
  value,
  defaultValue = null,
  onChange,
  customMin,
  defaultCustomAmount = null,
  visible = 3,
  label,
  'data-testid': testId,
}: PriceChipSliderProps) {
  const { t } = useTranslation(['ui', 'money']);
  const format = useFormatMoney();
  const { dir } = useDirection();
  const { Previous, Next } = directionalChevrons(dir);
  const [customTomans, setCustomTomans] = useState(() =>
    defaultCustomAmount && defaultCustomAmount > 0 ? String(rialsToTomans(defaultCustomAmount)) : '',
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [scroll, setScroll] = useState({ previous: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const update = () => setScroll({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update).on('scroll', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('scroll', update);
    };
  }, [embla]);
  const minRials = customMin ?? (options.length ? Math.min(...options) : 0);

  const customRials = (tomansText: string): number | null => {
    // Whole tomans only: "1.5" or "1e20" is refused with its reason (amount-input.tsx), never read as 15 or 120.
    const parsed = parseWholeAmount(tomansText);
    if (!parsed.ok) return null;
    const rials = tomansToRials(parsed.value);
    return rials >= minRials ? rials : null;
  };
  const [option, setOption] = useUncontrolled<PriceOption | null>({ value, defaultValue, finalValue: null });

  const choose = (next: PriceOption) => {
    setOption(next);
    onChange?.({ option: next, rials: next === 'custom' ? customRials(customTomans) : next });
  };

  const entries: PriceOption[] = withCustom ? [...options, 'custom'] : options;
  const scrollable = entries.length > visible;
  // A chip group, not slides: Mantine's English "Slide 1 of 5" is hidden and nothing replaces it.
  const carouselRef = useCarouselTexts();
  const tooSmall = option === 'custom' && parseWholeAmount(customTomans).ok && customRials(customTomans) === null;

  return (
    <Stack gap="sm" data-testid={testId}>
      <Chip.Group
        multiple={false}
        value={option === null ? null : String(option)}
        onChange={(v) => choose(v === 'custom' ? 'custom' : Number(v))}
      >
        <Group gap={4} wrap="nowrap" align="center">
          {scrollable && (
            <ActionIcon
              variant="subtle"
              radius="xl"
              onClick={() => embla?.scrollPrev()}
              disabled={!scroll.previous}
              aria-label={t('price.previous')}
            >
              <Previous size={18} aria-hidden />
            </ActionIcon>
          )}
          <Carousel
            ref={carouselRef}
            slideSize={`${100 / visible}%`}
            slideGap="xs"
            emblaOptions={{ align: 'start', dragFree: true, containScroll: 'trimSnaps' }}
            withControls={false}
            getEmblaApi={setEmbla}
            role="radiogroup"
            aria-label={label ?? t('price.group')}
            style={{ flex: 1, minWidth: 0 }}
          >
            {entries.map((entry) => (
              <Carousel.Slide key={String(entry)}>
                <Chip
                  value={String(entry)}
                  size="md"
                  radius="md"
                  // Filled: the chosen amount is a solid chip, not a thin border.
                  variant="filled"
                  w="100%"
                  styles={{
                    label: { width: '100%', justifyContent: 'center', paddingInline: 8 },
                    iconWrapper: { display: 'none' },
                  }}
                >
                  {entry === 'custom' ? t('price.custom') : format(entry)}
                </Chip>
              </Carousel.Slide>
            ))}
          </Carousel>
          {scrollable && (
            <ActionIcon
              variant="subtle"
              radius="xl"
              onClick={() => embla?.scrollNext()}
              disabled={!scroll.next}
              aria-label={t('price.next')}
            >
              <Next size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Chip.Group>
      {option === 'custom' && (
        <AmountInput
          label={t('price.customLabel')}
          placeholder={t('price.customPlaceholder', { example: format(minRials, { withUnit: false }) })}
          value={customTomans}
          autoFocus
          error={tooSmall ? t('price.minError', { min: format(minRials) }) : undefined}
          onChange={(text) => {
            setCustomTomans(text);
            onChange?.({ option: 'custom', rials: customRials(text) });
          }}
        />
      )}
    </Stack>
  );
}
