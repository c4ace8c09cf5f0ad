/*
 * Whether the page the build rendered ahead (src/prerender/render-page.tsx) is the one this
 * visit would draw, so the start hydrates it (src/app/start-app.tsx) instead of drawing anew. The
 * inline script of scripts/prerender-inline.ts has checked what storage and the screen decide before
 * the first paint (language, session, university, width) and marked a miss on <html>; what only the
 * runtime config decides is checked here, by a print of the config the page was rendered with.
 */
// Relative imports: the build's scripts read these constants too (they cannot resolve `@/`).
import type { RuntimeConfig } from '../config/schema';
import { DEFAULT_LANGUAGE } from '../i18n/languages';

/** <html>'s attribute: the variant ("mobile" or "desktop"), or "miss" once the inline script ruled it out. */
export const PRERENDER_ATTRIBUTE = 'data-prerender';
export const PRERENDER_MISS = 'miss';
/** #root's attribute: the print of the config the page was rendered with. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * The current week's label (src/ui/week-selector.tsx): a page rendered ahead holds the build day's
 * week, which the inline script writes as today's before the first paint (scripts/prerender-inline.ts).
 */
export const TODAY_WEEK_ATTRIBUTE = 'data-today-week';

/** FNV-1a of the config's JSON: the same config, the same print; 8 hex digits are plenty to tell deployments apart. */
export function configPrint(config: RuntimeConfig): string {
  const text = JSON.stringify(config);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export type PrerenderVerdict = 'none' | 'hydrate' | 'miss';

/** What the start does with #root: nothing was rendered ahead, hydrate it, or draw anew over it. */
export function prerenderVerdict(root: HTMLElement, config: RuntimeConfig, language: string): PrerenderVerdict {
  const print = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (print === null) return 'none';
  const marked = document.documentElement.getAttribute(PRERENDER_ATTRIBUTE);
  return marked && marked !== PRERENDER_MISS && print === configPrint(config) && language === DEFAULT_LANGUAGE
    ? 'hydrate'
    : 'miss';
}
