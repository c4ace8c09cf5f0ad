import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Mantine's styles travel with each component's script and sit in their own sub-layer, ordered as in
 * Mantine's styles.css (scripts/mantine-css-loader.cjs). Several components build on
 * another's classes (a Button is an UnstyledButton, a Select's dropdown a Popover's): in one shared
 * layer the stylesheet loaded last won a tie, so UnstyledButton's transparent background once
 * unfilled every button, and the Popover's padding, arriving with the shell, every Select's.
 */
type Loader = ((this: { resourcePath: string }, source: string) => string) & {
  EXTENSIONS: readonly string[];
  layerOrder: () => string[];
  stylesheetOf: (path: string) => string | undefined;
};
const loader = createRequire(import.meta.url)('../../../scripts/mantine-css-loader.cjs') as Loader;
const run = (resourcePath: string, source: string) => loader.call({ resourcePath }, source);

const CORE = 'node_modules/@mantine/core';
const mantineCss = readFileSync(`${CORE}/styles.css`, 'utf8');
const positionOf = (name: string) =>
  mantineCss.indexOf(readFileSync(`${CORE}/styles/${name}.css`, 'utf8').trim().slice(0, 200));

describe("Mantine's per-component styles", () => {
  it("orders the sub-layers as Mantine's own styles.css orders the rules, the base first and the extensions last", () => {
    const order = loader.layerOrder();
    const core = order.filter((name) => !loader.EXTENSIONS.includes(name));
    expect(core.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(core.length).toBeGreaterThan(100);
    for (const name of core) expect(positionOf(name), name).toBeGreaterThanOrEqual(0);
    expect(core).toEqual([...core].sort((a, b) => positionOf(a) - positionOf(b)));
    expect(order.indexOf('UnstyledButton')).toBeLessThan(order.indexOf('Button'));
    expect(order.indexOf('Popover')).toBeLessThan(order.indexOf('Combobox'));
    expect(order.slice(-3)).toEqual(['carousel', 'notifications', 'spotlight']);
  });

  it("gives every component's classes module an import of its own stylesheet, which exists", () => {
    const modules = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.module.mjs') ? [join(dir, e.name)] : [],
      );
    const found = [
      ...modules(`${CORE}/esm`),
      ...loader.EXTENSIONS.flatMap((p) => modules(`node_modules/@mantine/${p}/esm`)),
    ];
    expect(found.length).toBeGreaterThan(100);
    for (const file of found) {
      const stylesheet = loader.stylesheetOf(`/app/${file}`);
      expect(stylesheet, file).toBeDefined();
      expect(readFileSync(`node_modules/${stylesheet}`, 'utf8'), file).toMatch(/^@layer mantine \{/);
    }
    const popover = run(
      `/app/${CORE}/esm/components/Popover/Popover.module.mjs`,
      'export default { dropdown: "m_38a85659" };',
    );
    expect(popover).toContain('import "@mantine/core/styles/Popover.layer.css";');
  });

  it('puts each stylesheet in its sub-layer; the baseline declares them all first', () => {
    expect(run(`/app/${CORE}/styles/Popover.layer.css`, '@layer mantine {.m_38a85659 {}}')).toBe(
      '@layer mantine.Popover {.m_38a85659 {}}',
    );
    expect(run('/app/node_modules/@mantine/spotlight/styles.layer.css', '@layer mantine {.x {}}')).toBe(
      '@layer mantine.spotlight {.x {}}',
    );
    const baseline = run(`/app/${CORE}/styles/baseline.layer.css`, '@layer mantine {:root {}}');
    expect(baseline.split('\n')[0]).toBe(
      `@layer ${loader
        .layerOrder()
        .map((n) => `mantine.${n}`)
        .join(', ')};`,
    );
    expect(baseline).toContain('@layer mantine.baseline {:root {}}');
    expect(() => run(`/app/${CORE}/styles/Popover.layer.css`, '.m_38a85659 {}')).toThrow(/does not open with/);
  });

  it("leaves the app's own files alone", () => {
    expect(run('/app/src/ui/card-selector.module.css', '.a {}')).toBe('.a {}');
    expect(run('/app/src/ui/theme.ts', 'export {};')).toBe('export {};');
  });
});
