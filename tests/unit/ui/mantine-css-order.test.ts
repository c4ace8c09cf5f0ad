import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Mantine's styles are imported per component (src/ui/styles, issue 20), all in one cascade layer,
 * so within it the later rule wins a tie. Several components build on another's classes (a Button is
 * an UnstyledButton, a Card a Paper): UnstyledButton's `background-color: transparent` imported after
 * Button's background left every filled button and action icon of the app unfilled. The files must
 * import in the order of Mantine's own stylesheet, dependencies first.
 */
const STYLES = 'node_modules/@mantine/core/styles';
const mantineCss = readFileSync('node_modules/@mantine/core/styles.css', 'utf8');
/** Where a component's rules start in Mantine's own styles.css. */
const positionOf = (name: string) => mantineCss.indexOf(readFileSync(`${STYLES}/${name}.css`, 'utf8').trim().slice(0, 200));
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^@import '@mantine\/core\/styles\/(.+)\.layer\.css';$/gm)].map((m) => m[1]!);

describe("Mantine's per-component styles", () => {
  it.each(['src/ui/styles/mantine-first-paint.css', 'src/ui/styles/mantine-shell.css'])('%s imports them in the order of Mantine’s styles.css', (file) => {
    const names = importsOf(file);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(positionOf(name), name).toBeGreaterThanOrEqual(0);
    expect(names).toEqual([...names].sort((a, b) => positionOf(a) - positionOf(b)));
  });
});
