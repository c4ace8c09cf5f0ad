import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { contrastRatio, darkenUntilReadable, lightenUntilReadable, luminance, scaleColor } from '@/lib/contrast';
import { readFileSync } from 'node:fs';
import { themeColorsSource, THEME_COLORS_FILE } from '../../scripts/generate-theme-colors';
import { cssVariablesResolver, theme } from './theme';
import { DARK_SURFACES } from './theme-colors';

describe('the generated theme colours (worked out at build time)', () => {
  it('are what src/ui/theme-colors.ts computes (after a change there or a Mantine upgrade: npx tsx scripts/generate-theme-colors.ts)', async () => {
    expect(readFileSync(THEME_COLORS_FILE, 'utf8')).toBe(await themeColorsSource());
  });
});

describe('contrast arithmetic', () => {
  it('matches the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(luminance('#fff')).toBe(1);
  });

  it('lightens towards white until readable on dark surfaces, and leaves a readable colour alone', () => {
    const lighter = lightenUntilReadable('#2148a5', ['#242424', '#2e2e2e']);
    expect(contrastRatio(lighter, '#2e2e2e')).toBeGreaterThanOrEqual(4.5);
    expect(lightenUntilReadable('#ffffff', ['#242424'])).toBe('#ffffff');
    expect(scaleColor('#204060', 0.5)).toBe('#102030');
  });

  it('darkens in the same hue until readable, and leaves a readable colour alone', () => {
    const darker = darkenUntilReadable('#26a9a2', ['#ffffff', '#e4fcfa']);
    expect(contrastRatio(darker, '#e4fcfa')).toBeGreaterThanOrEqual(4.5);
    expect(darkenUntilReadable('#0b5d5b', ['#ffffff'])).toBe('#0b5d5b');
  });
});

describe('the theme reads at WCAG AA', () => {
  const colors = theme.colors!;
  it.each(Object.keys(colors).filter((name) => name !== 'dark'))(
    '%s: text shades 7-9 on white and on its own tints, in order',
    (name) => {
      const c = colors[name]!;
      for (const shade of [7, 8, 9]) {
        for (const bg of ['#ffffff', c[0], c[1]]) expect(contrastRatio(c[shade]!, bg)).toBeGreaterThanOrEqual(4.5);
      }
      expect(luminance(c[8]!)).toBeLessThanOrEqual(luminance(c[7]!));
      expect(luminance(c[9]!)).toBeLessThanOrEqual(luminance(c[8]!));
    },
  );

  it('dimmed text (gray 6) on white, the page grays and the light tints of every colour', () => {
    const gray = colors.gray!;
    const tints = Object.entries(colors)
      .filter(([name]) => name !== 'dark')
      .flatMap(([, c]) => [c![0], c![1]]);
    for (const bg of ['#ffffff', gray[0], gray[1], colors.red![1], colors.yellow![1], colors.darkTeal![1]])
      expect(contrastRatio(gray[6]!, bg)).toBeGreaterThanOrEqual(4.5);
    expect(tints.length).toBeGreaterThan(20);
  });

  it('placeholders (and the empty value of a picker) on white and the page grays', () => {
    const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme).light;
    const gray = colors.gray!;
    for (const bg of ['#ffffff', gray[0], gray[1]])
      expect(contrastRatio(light['--mantine-color-placeholder']!, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('respects reduced motion', () => {
    expect(theme.respectReducedMotion).toBe(true);
  });
});

describe('the dark scheme reads at WCAG AA too', () => {
  const colors = theme.colors!;
  const dark = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme).dark;
  const surfaces = [...DARK_SURFACES];
  const names = Object.keys(colors).filter((name) => name !== 'dark');

  it.each(names)(
    '%s: text, outline and light-variant colours on every dark surface and on its own dark tint',
    (name) => {
      const tint = scaleColor(colors[name]![9]!, 0.5);
      // The outline is the text colour; the light variant's text is Mantine's shade 0 (gray's pinned to it).
      expect(dark[`--mantine-color-${name}-outline`]).toBe(`var(--mantine-color-${name}-text)`);
      expect(dark[`--mantine-color-${name}-light-color`] ?? colors[name]![0]).toBe(colors[name]![0]);
      for (const value of [dark[`--mantine-color-${name}-text`]!, colors[name]![0]!]) {
        for (const bg of [...surfaces, tint]) expect(contrastRatio(value, bg)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(names)('%s: white on the filled shade (primaryShade.dark)', (name) => {
    const shade = (theme.primaryShade as { dark: number }).dark;
    expect(contrastRatio('#ffffff', colors[name]![shade]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('body text, dimmed text, placeholders, errors and successes on every dark surface', () => {
    const text = DEFAULT_THEME.colors.dark[0];
    for (const bg of surfaces) {
      expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(4.5);
      for (const key of ['dimmed', 'placeholder', 'error', 'success'])
        expect(contrastRatio(dark[`--mantine-color-${key}`]!, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the page grays turn into dark surfaces, so light text stays readable on them', () => {
    for (const shade of [0, 1, 2])
      expect(
        contrastRatio(DEFAULT_THEME.colors.dark[0], dark[`--mantine-color-gray-${shade}`]!),
      ).toBeGreaterThanOrEqual(4.5);
    for (const shade of [6, 7, 8, 9])
      for (const bg of surfaces)
        expect(contrastRatio(dark[`--mantine-color-gray-${shade}`]!, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', dark['--mantine-color-gray-filled']!)).toBeGreaterThanOrEqual(4.5);
    expect(dark['--mantine-color-anchor']).toBe('var(--mantine-color-darkTeal-text)');
  });
});
