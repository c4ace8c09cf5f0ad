import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

// Shades for the module colours Mantine has no palette for (platform.md 2.6); the theme makes their
// text shades readable (theme-colors.ts).
const gold: MantineColorsTuple = [
  '#fff9e1',
  '#fff1cb',
  '#ffe29a',
  '#ffd264',
  '#ffc438',
  '#ffbb1b',
  '#ffb709',
  '#e3a000',
  '#ca8d00',
  '#af7800',
];
const brown: MantineColorsTuple = [
  '#f9f1ec',
  '#ebe0d9',
  '#d8bfb0',
  '#c49b84',
  '#b47d5f',
  '#aa6a47',
  '#a6603a',
  '#91502d',
  '#814626',
  '#723b1d',
];
const navy: MantineColorsTuple = [
  '#ecf1fb',
  '#d6deef',
  '#a9bbe0',
  '#7a96d1',
  '#5376c4',
  '#3b62bd',
  '#2e58bb',
  '#2148a5',
  '#1a3f95',
  '#0f2f6e',
];
const darkTeal: MantineColorsTuple = [
  '#e4fcfa',
  '#d4f3f1',
  '#ade5e2',
  '#82d7d2',
  '#5ecbc5',
  '#47c3bc',
  '#38c0b8',
  '#26a9a2',
  '#119690',
  '#0b5d5b',
];

/** The palettes the theme starts from: Mantine's and the module colours. */
export const SOURCE_PALETTES: Record<string, MantineColorsTuple> = {
  ...DEFAULT_THEME.colors,
  gold,
  brown,
  navy,
  darkTeal,
};

/** The shades a palette changes (by index), or none. */
export type ShadeChanges = Partial<Record<number, string>>;

/** A palette with its changed shades. */
export function withShades(colors: MantineColorsTuple, changes: ShadeChanges = {}): MantineColorsTuple {
  return colors.map((color, shade) => changes[shade] ?? color) as unknown as MantineColorsTuple;
}
