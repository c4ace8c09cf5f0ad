/**
 * The prerendered page's share of Mantine's CSS variables. The provider writes every one of
 * them, hundreds of custom properties (a large share of /login's HTML), into a <style>
 * at the top of #root (src/ui/css-variables.tsx); a page painted from its HTML and stylesheets alone
 * reads only those its stylesheets and markup name. The build keeps those in the HTML
 * (scripts/prerender.ts) and the app writes the whole set again once it has hydrated the page.
 *
 * Kept: every `var(--name)` the page's stylesheets and markup name (its components' rules, hover and
 * focus included, and the inline styles Mantine writes, e.g. `--title-fw: var(--mantine-h1-font-weight)`),
 * then, until nothing is added, every variable a kept value names (`--mantine-primary-color-filled:
 * var(--mantine-color-darkTeal-filled)`), in each of the provider's blocks (the root, light and dark
 * ones: the stored scheme is set before the first paint). A variable no one names is dropped.
 */

/** `var(--name` in any CSS or markup: the names it reads. */
const VAR_READ = /var\(\s*(--[\w-]+)/g;

/** The names read by `text` (CSS, or markup with inline styles and <style> elements). */
export function variablesReadBy(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(VAR_READ), (m) => m[1]!));
}

interface Block {
  selector: string;
  declarations: { name: string; value: string }[];
}

/** The provider's text (Mantine's convertCssVariables: `selector{--a: x;--b: y;}` blocks) as blocks. */
function parseBlocks(css: string): Block[] {
  const blocks = Array.from(css.matchAll(/([^{}]+)\{([^{}]*)\}/g), ([, selector, body]) => ({
    selector: selector!.trim(),
    declarations: body!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const colon = d.indexOf(':');
        if (colon < 0) throw new Error(`css variables: no value in "${d}"`);
        return { name: d.slice(0, colon).trim(), value: d.slice(colon + 1).trim() };
      }),
  }));
  if (blocks.map((b) => `${b.selector}{}`).join('') !== css.replace(/\{[^{}]*\}/g, '{}').replace(/\s*\n\s*/g, ''))
    throw new Error("css variables: the provider's <style> is not in the form this reads (a Mantine upgrade?)");
  return blocks;
}

/**
 * `providerCss` (the provider's <style> text) with only the variables `readers` (the page's
 * stylesheets and markup, not that <style> itself) name, directly or through a kept value.
 */
export function trimCssVariables(providerCss: string, readers: readonly string[]): string {
  const blocks = parseBlocks(providerCss);
  const kept = new Set<string>();
  for (const reader of readers) for (const name of variablesReadBy(reader)) kept.add(name);
  for (let grown = true; grown;) {
    grown = false;
    for (const { declarations } of blocks)
      for (const { name, value } of declarations)
        if (kept.has(name))
          for (const read of variablesReadBy(value))
            if (!kept.has(read)) {
              kept.add(read);
              grown = true;
            }
  }
  return blocks
    .map(({ selector, declarations }) => ({
      selector,
      declarations: declarations.filter(({ name }) => !name.startsWith('--') || kept.has(name)),
    }))
    .filter(({ declarations }) => declarations.length > 0)
    .map(({ selector, declarations }) => `${selector}{${declarations.map((d) => `${d.name}:${d.value};`).join('')}}`)
    .join('');
}

/** The provider's <style> in the prerendered markup (src/ui/css-variables.tsx writes it first in #root). */
const PROVIDER_STYLE = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/;

/**
 * #root's prerendered markup with the provider's <style> cut to what the page reads: its markup
 * (`body` without that <style>, and the rest of the page: `page`) and `stylesheets`, the text of
 * every stylesheet it links.
 */
export function withFirstPaintVariables(body: string, page: string, stylesheets: readonly string[]): string {
  const style = PROVIDER_STYLE.exec(body);
  if (!style) throw new Error("prerender: no provider <style data-mantine-styles> in the page's markup");
  const rest = body.replace(style[0], '');
  const css = trimCssVariables(style[1]!, [rest, page, ...stylesheets]);
  return body.replace(style[0], () => `<style data-mantine-styles="true">${css}</style>`);
}
