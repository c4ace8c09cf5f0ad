import { contrastRatio, darkenUntilReadable, luminance } from '@/lib/contrast';
import { theme } from './theme';

describe('contrast arithmetic', () => {
  it('matches the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(luminance('#fff')).toBe(1);
  });

  it('darkens in the same hue until readable, and leaves a readable colour alone', () => {
    const darker = darkenUntilReadable('#26a9a2', ['#ffffff', '#e4fcfa']);
    expect(contrastRatio(darker, '#e4fcfa')).toBeGreaterThanOrEqual(4.5);
    expect(darkenUntilReadable('#0b5d5b', ['#ffffff'])).toBe('#0b5d5b');
  });
});

describe('the theme reads at WCAG AA (issue 21)', () => {
  const colors = theme.colors!;
  it.each(Object.keys(colors).filter((name) => name !== 'dark'))('%s: text shades 7-9 on white and on its own tints, in order', (name) => {
    const c = colors[name]!;
    for (const shade of [7, 8, 9]) {
      for (const bg of ['#ffffff', c[0], c[1]]) expect(contrastRatio(c[shade]!, bg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(luminance(c[8]!)).toBeLessThanOrEqual(luminance(c[7]!));
    expect(luminance(c[9]!)).toBeLessThanOrEqual(luminance(c[8]!));
  });

  it('dimmed text (gray 6) on white, the page grays and the light tints of every colour', () => {
    const gray = colors.gray!;
    const tints = Object.entries(colors).filter(([name]) => name !== 'dark').flatMap(([, c]) => [c![0], c![1]]);
    for (const bg of ['#ffffff', gray[0], gray[1], colors.red![1], colors.yellow![1], colors.darkTeal![1]]) expect(contrastRatio(gray[6]!, bg)).toBeGreaterThanOrEqual(4.5);
    expect(tints.length).toBeGreaterThan(20);
  });

  it('respects reduced motion', () => {
    expect(theme.respectReducedMotion).toBe(true);
  });
});
