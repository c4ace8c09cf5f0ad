import { signedInUsername } from '@/api/tokens';
import { writeStoredJson } from './local-store';
import { snapshotHeld } from './page-snapshot';
import {
  INITIAL_SCRIPT,
  PAGE_SNAPSHOT_FORMAT,
  pageSnapshotKey,
  PAGE_SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_ATTRIBUTE,
  SNAPSHOT_ATTRIBUTE_PATTERN,
  SNAPSHOT_ATTRIBUTES,
  SNAPSHOT_STYLE_DENIED,
  SNAPSHOT_TAGS,
  SNAPSHOT_URL_PATTERN,
  type PageSnapshot,
} from './page-snapshot-format';

/*
 * A repeat visit paints the page a student last saw before the app's scripts have run
 * (docs/decisions/0023-page-snapshot.md). A page that opts in (src/ui/use-page-snapshot.ts) keeps a
 * copy of #root's markup once its server data is drawn and again when the tab is hidden; index.html's
 * inline script (scripts/page-snapshot-inline.ts) paints it on the next load of the same address,
 * inert; the app swaps its own page in once drawn (src/app/start-app.tsx). One per address, with the
 * user's name, cleared at every session end (src/lib/session-owned.ts); what the page marks
 * `data-not-kept` (a credit, a balance) is left out (its attribute's text instead), and every fieldset
 * is kept disabled and marked as from the device, as the page draws kept answers (counts and credit
 * are never acted on from a copy).
 */

/** Larger markup is not kept (local storage is a few MB for the whole origin, shared with the kept answers). */
const MAX_HTML_CHARS = 600_000;

/**
 * The build's initial scripts (static/js/*.js, not the lazy chunks in static/js/async/), as the inline
 * script reads them: index.html's `defer` scripts, or those a prerendered page started after its first
 * paint (a session begun on /login's page keeps its snapshots from that document).
 */
export function buildOf(doc: Document = document): string {
  return Array.from(doc.querySelectorAll('script[src]'), (s) => s.getAttribute('src') ?? '')
    .filter((src) => INITIAL_SCRIPT.test(src))
    .map((src) => `${src} `)
    .join('');
}

/**
 * The page's stylesheets: linked, or written into a prerendered page (`<style data-href>`, which the CSS
 * chunk loader counts as loaded): the snapshot links each file again.
 */
function stylesheetsOf(doc: Document = document): string[] {
  return Array.from(
    doc.querySelectorAll('link[rel="stylesheet"], style[data-href]'),
    (e) => e.getAttribute('href') ?? e.getAttribute('data-href') ?? '',
  ).filter(Boolean);
}

/** Form state lives in properties; the markup would show the defaults. Copies it into attributes of `copy`. */
function freezeFormState(original: HTMLElement, copy: HTMLElement): void {
  const from = original.querySelectorAll('input, select, textarea');
  const to = copy.querySelectorAll('input, select, textarea');
  from.forEach((field, i) => {
    const target = to[i];
    if (!target) return;
    if (field instanceof HTMLSelectElement) {
      Array.from((target as HTMLSelectElement).options).forEach((option, j) =>
        option.toggleAttribute('selected', field.options[j]?.selected ?? false),
      );
    } else if (field instanceof HTMLTextAreaElement) {
      target.textContent = field.value;
    } else if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') target.toggleAttribute('checked', field.checked);
      else if (field.type !== 'password' && field.type !== 'file') target.setAttribute('value', field.value);
    }
  });
}

/**
 * Drops from `copy` what lies wholly outside the viewport now (below the fold, or off to a side): the
 * next visit opens at the top, so it would not be seen, and every element of the markup costs the
 * inline script's parse and the first layout on a slow phone (a week's page is thousands).
 */
function dropUnseen(original: HTMLElement, copy: HTMLElement): void {
  const from = original.querySelectorAll('*');
  const to = copy.querySelectorAll('*');
  const height = window.innerHeight;
  const width = window.innerWidth;
  // Layout is read once (the first read), then each rect is cheap; removals wait until the end.
  const unseen: Element[] = [];
  let skipInside: Element | null = null;
  from.forEach((element, i) => {
    if (skipInside?.contains(element)) return;
    if (element instanceof SVGElement && !(element instanceof SVGSVGElement)) return;
    const rect = element.getBoundingClientRect();
    // A box of no size (display: contents, hidden) says nothing about where its children are.
    if (rect.width === 0 && rect.height === 0) return;
    if (rect.top >= height || rect.left >= width || rect.right <= 0) {
      skipInside = element;
      if (to[i]) unseen.push(to[i]);
    }
  });
  for (const element of unseen) element.remove();
}

const TAGS = new Set(SNAPSHOT_TAGS);
const ATTRIBUTES = new Set(SNAPSHOT_ATTRIBUTES);

function attributeAllowed(name: string, value: string): boolean {
  const n = name.toLowerCase();
  if (!ATTRIBUTES.has(n) && !SNAPSHOT_ATTRIBUTE_PATTERN.test(n)) return false;
  if ((n === 'href' || n === 'src') && !SNAPSHOT_URL_PATTERN.test(value.trimStart())) return false;
  return !(n === 'style' && SNAPSHOT_STYLE_DENIED.test(value));
}

/**
 * Drops from `copy` what the inline script would refuse (src/lib/page-snapshot-format.ts): what
 * the app keeps always paints; a snapshot holding anything else was not written here.
 */
function keepOnlyAllowed(copy: HTMLElement): void {
  for (const element of Array.from(copy.querySelectorAll('*'))) {
    if (!copy.contains(element)) continue;
    const tag = element.localName.toLowerCase();
    if (!TAGS.has(tag) || (tag === 'style' && SNAPSHOT_STYLE_DENIED.test(element.textContent ?? ''))) {
      element.remove();
      continue;
    }
    for (const { name, value } of Array.from(element.attributes))
      if (!attributeAllowed(name, value)) element.removeAttribute(name);
  }
}

export interface KeepOptions {
  /** How long from now the page stays true enough to paint (a week's page: until its week ends). */
  validForMs: number;
  /** The media query that chooses the page's layout (src/ui/use-is-mobile.ts): another result draws another page. */
  media: string;
  /** The text of the page's "updating" mark (`data-snapshot-updating`), in the page's language. */
  updating?: string;
  now?: number;
}

/** Keeps what #root shows now as the current address's snapshot. False when not kept. */
export function keepPageSnapshot({ validForMs, media, updating, now = Date.now() }: KeepOptions): boolean {
  const root = document.getElementById('root');
  const user = signedInUsername();
  // A snapshot on screen is not the page; nor is anything while another is being swapped in.
  if (!root || !user || root.hasAttribute(SNAPSHOT_ATTRIBUTE) || snapshotHeld()) return false;
  const copy = root.cloneNode(true) as HTMLElement;
  freezeFormState(root, copy);
  dropUnseen(root, copy);
  // What is never kept shows the text it names instead (the credit: "credit …", as while it loads).
  copy.querySelectorAll('[data-not-kept]').forEach((e) => e.replaceChildren(e.getAttribute('data-not-kept') ?? ''));
  copy.querySelectorAll('fieldset').forEach((f) => {
    f.setAttribute('disabled', '');
    f.setAttribute('data-from-device', 'true');
  });
  if (updating) copy.querySelectorAll('[data-snapshot-updating]').forEach((e) => (e.textContent = updating));
  keepOnlyAllowed(copy);
  const html = copy.innerHTML;
  if (html.length > MAX_HTML_CHARS) return false;
  const snapshot: PageSnapshot = {
    // The format and the address first: the inline script checks them in the text's start before
    // it parses the whole snapshot (a page's markup, large).
    v: PAGE_SNAPSHOT_FORMAT,
    path: location.pathname + location.search,
    user,
    lang: document.documentElement.lang,
    at: now,
    until: now + Math.min(validForMs, PAGE_SNAPSHOT_MAX_AGE_MS),
    build: buildOf(),
    media,
    matches: window.matchMedia(media).matches,
    css: stylesheetsOf(),
    html,
  };
  return writeStoredJson(pageSnapshotKey(snapshot.path), snapshot);
}
