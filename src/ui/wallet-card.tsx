import { Box, Group, Stack, Text, type DefaultMantineColor } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '@/lib/digits';
import classes from './wallet-card.module.css';
import { useLanguage } from './use-language';

/** The theme's palettes a card can be drawn in. */
export type WalletCardPalette = DefaultMantineColor | 'darkTeal' | 'gold' | 'brown' | 'navy';

export interface WalletCardProps {
  /** What the card holds, e.g. "cash credit". */
  hint: ReactNode;
  /** The amount, already formatted (use <Money withUnit={false} /> or useFormatMoney). */
  value: ReactNode;
  /** Written after the value, e.g. "tomans". */
  valuePostfix?: ReactNode;
  /**
   * Digits only. No server answer carries one today: without a number, or with the spec's placeholder
   * of zeros, the card shows no number rather than a fake one (docs/spec-choices.md, wallet).
   */
  cardNumber?: string | null;
  owner?: ReactNode;
  /** A palette of the theme (its name, not a CSS colour): the gradient runs from its shade 7 to 9; the wallet's dark teal by default. */
  color?: WalletCardPalette;
  loading?: boolean;
  'data-testid'?: string;
}

/** Splits a card number for reading: 000 000 000, or fours for longer numbers. */
function cardNumberGroups(cardNumber: string): string[] {
  const size = cardNumber.length <= 9 ? 3 : 4;
  return cardNumber.match(new RegExp(`.{1,${size}}`, 'g')) ?? [];
}

/** A real card number: digits, not all zeros (the spec's "nine zeros" default means none). */
export function shownCardNumber(cardNumber: string | null | undefined): string | null {
  const digits = cardNumber?.replace(/\s/g, '') ?? '';
  return /^\d+$/.test(digits) && /[1-9]/.test(digits) ? digits : null;
}

/** A wallet balance drawn like a bank card (platform.md 2.8). */
export function WalletCard({
  hint,
  value,
  valuePostfix,
  cardNumber,
  owner,
  color = 'darkTeal',
  loading,
  'data-testid': testId,
}: WalletCardProps) {
  const { t } = useTranslation('ui');
  const lng = useLanguage();
  const number = shownCardNumber(cardNumber);
  return (
    <Box
      className={classes.card}
      style={
        {
          '--wallet-color': `var(--mantine-color-${color}-9)`,
          '--wallet-color-light': `var(--mantine-color-${color}-7)`,
        } as CSSProperties
      }
      data-testid={testId}
      aria-busy={loading || undefined}
    >
      <Stack justify="space-between" h="100%" gap={0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" fw={500} className={classes.hint}>
            {hint}
          </Text>
          <span className={classes.chip} aria-hidden />
        </Group>
        <Group gap={6} align="baseline" wrap="nowrap">
          {/* A balance is never kept in a page snapshot (src/lib/page-snapshot-keep.ts): it may have changed. */}
          <Text fz={28} fw={700} lh={1.2} className={classes.value} data-not-kept="…">
            {value}
          </Text>
          {valuePostfix && (
            <Text size="sm" fw={500} className={classes.hint}>
              {valuePostfix}
            </Text>
          )}
        </Group>
        <Stack gap={6}>
          {number && (
            <div>
              <Text size="xs" className={classes.hint}>
                {t('wallet.cardNumber')}
              </Text>
              <Text fz="lg" fw={600} className={classes.number} data-testid={testId ? `${testId}-number` : undefined}>
                {/* Groups laid out left to right by flexbox: bidi would reverse Arabic-Indic groups in RTL. */}
                <span dir="ltr" className={classes.numberRun}>
                  {cardNumberGroups(number).map((group, i) => (
                    <span key={i}>{localizeDigits(group, lng)}</span>
                  ))}
                </span>
              </Text>
            </div>
          )}
          {owner && (
            <Group gap={6} wrap="nowrap" miw={0}>
              <Text size="xs" className={classes.hint} style={{ flex: 'none' }}>
                {t('wallet.owner')}:
              </Text>
              <Text size="sm" fw={600} truncate>
                {owner}
              </Text>
            </Group>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
