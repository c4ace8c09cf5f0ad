/**
 * ES5 functions shared by the inline scripts that run before the first paint (the prerendered pages'
 * check, scripts/prerender-inline.ts, and index.html's page-snapshot painter,
 * scripts/page-snapshot-inline.ts): storage and media reads that never throw, and the stored language,
 * its direction and the colour scheme as the app reads them (src/i18n/i18n.ts, src/lib/color-scheme.ts).
 * Pasted into each script's own function scope; constant text, so each script keeps one CSP hash.
 */
import { COLOR_SCHEME_KEY } from '../src/lib/color-scheme';
import { STORAGE_KEYS } from '../src/lib/storage-keys';
import { DEFAULT_LANGUAGE } from '../src/i18n/languages';

const q = JSON.stringify;

export const STORED_LOOK_JS = `function g(k){try{return localStorage.getItem(k)}catch(e){return null}}function m(x){try{return matchMedia(x).matches}catch(e){return false}}function lang(){var l=g(${q(STORAGE_KEYS.language)});return l==="en"||l==="ar"?l:${q(DEFAULT_LANGUAGE)}}function dir(l){return l==="en"?"ltr":"rtl"}function scheme(){var c=g(${q(COLOR_SCHEME_KEY)});return c==="dark"||c==="light"?c:m("(prefers-color-scheme: dark)")?"dark":"light"}`;
