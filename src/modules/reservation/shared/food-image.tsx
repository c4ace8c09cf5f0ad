import { Image } from '@mantine/core';
import { useState } from 'react';
import { universityBaseUrl } from '@/api/endpoints';
import { useVariant } from './variant-scope';
import { VariantIllustration } from './variant-illustration';

/** A server image address: absolute and data URLs as they are, paths against the university's backend. */
function resolveImageSrc(src: string): string {
  if (/^(https?:|data:|blob:)/i.test(src)) return src;
  return `${universityBaseUrl()}${src.startsWith('/') ? '' : '/'}${src}`;
}

export interface FoodImageProps {
  src: string | null | undefined;
  alt: string;
  height?: number;
  /** Fitted whole into its box's height (up to `height`), not cropped to a fixed one. */
  fill?: boolean;
}

/** The food's picture, or the variant's illustration when there is none or it does not load. */
export function FoodImage({ src, alt, height = 120, fill = false }: FoodImageProps) {
  const variant = useVariant();
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (!src || brokenSrc === src)
    return <VariantIllustration variant={variant.key} color={variant.color} height={height} />;
  return (
    <Image
      src={resolveImageSrc(src)}
      alt={alt}
      h={fill ? '100%' : height}
      mah={fill ? height : undefined}
      w={fill ? '100%' : undefined}
      radius="md"
      fit={fill ? 'contain' : 'cover'}
      onError={() => setBrokenSrc(src)}
    />
  );
}
