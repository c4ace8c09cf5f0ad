// subset-font ships no types: what scripts/fonts.ts and tests/unit/ui/fonts.test.ts call.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string | null,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
