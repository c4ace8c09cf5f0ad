import { Box } from '@mantine/core';
import { IconBarbell, IconBus, IconSoup, IconStethoscope, type Icon } from '@tabler/icons-react';
import type { VariantKey } from '../variants';

/** The picture of each variant: drawn inline (no external address), in the variant's colour. */
export const VARIANT_ICONS: Readonly<Record<VariantKey, Icon>> = {
  food: IconSoup,
  sport: IconBarbell,
  health: IconStethoscope,
  transport: IconBus,
};

export interface VariantIllustrationProps {
  variant: VariantKey;
  color: string;
  /** Height in pixels; the width fills the container. */
  height?: number;
  radius?: number | string;
}

/**
 * A soft tinted panel with the variant's icon, used where a food image is missing and in the
 * daily-sale buy modal ("image by variant", modules.md 2.2). Decorative: hidden from screen readers.
 */
export function VariantIllustration({
  variant,
  color,
  height = 120,
  radius = 'var(--mantine-radius-md)',
}: VariantIllustrationProps) {
  const Glyph = VARIANT_ICONS[variant];
  const glyph = Math.round(height * 0.45);
  return (
    <Box
      aria-hidden
      h={height}
      w="100%"
      style={{
        borderRadius: radius,
        display: 'grid',
        placeItems: 'center',
        position: 'relative',
        overflow: 'hidden',
        background: `linear-gradient(135deg, var(--mantine-color-${color}-1), var(--mantine-color-${color}-3))`,
      }}
    >
      <svg
        width="100%"
        height="100%"
        viewBox="0 0 200 100"
        preserveAspectRatio="xMidYMid slice"
        style={{ position: 'absolute', inset: 0 }}
      >
        <circle cx="28" cy="86" r="38" fill={`var(--mantine-color-${color}-2)`} />
        <circle cx="176" cy="12" r="30" fill={`var(--mantine-color-${color}-2)`} />
        <circle cx="160" cy="84" r="10" fill={`var(--mantine-color-${color}-4)`} opacity="0.5" />
      </svg>
      <Glyph size={glyph} stroke={1.4} color={`var(--mantine-color-${color}-8)`} style={{ position: 'relative' }} />
    </Box>
  );
}
