import DOMPurify from 'dompurify';

/**
 * HTML from the server made safe to render (platform.md 2.2, 2.9, 3: announcement bodies are
 * "sanitized HTML that allows only bold, link and italic markup").
 *
 * Built on DOMPurify (an allow-list parser on the browser's own DOMParser):
 *  - only the allowed tags survive; any other element is dropped but its text is kept (a `<p>` or
 *    `<div>` becomes its text), except script-like elements (`script`, `style`, `template`…),
 *    which go with their content;
 *  - only the allowed attributes survive (`href` on links by default), and a link keeps its `href`
 *    only when it is http(s), mailto, tel or a same-site path (`/x`; no `javascript:`, no
 *    `data:`, no protocol-relative `//host`, no other scheme DOMPurify would allow by default);
 *  - every surviving link opens in a new tab without access to this page (`target="_blank"`,
 *    `rel="noopener noreferrer"`), added after sanitising.
 */

export interface SanitizeOptions {
  /** Tag names kept (lower case). Default: the announcement set, b/strong, i/em and a. */
  allowedTags?: readonly string[];
  /** Attribute names kept on any allowed tag. Default: href. */
  allowedAttributes?: readonly string[];
}

/** platform.md 2.2: "allows only bold, link and italic markup". */
export const ANNOUNCEMENT_TAGS = ['b', 'strong', 'i', 'em', 'a'] as const;
export const ANNOUNCEMENT_ATTRIBUTES = ['href'] as const;

/** http(s), mailto, tel, or a path of this site (`/x`, never `//host` or `/\\host`). */
export const SAFE_LINK = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i;

/** ` onerror=...`, `/onload='...'`: an on* attribute after a separator (space, slash, quote), inside a tag. */
const EVENT_HANDLER_ATTRIBUTE = /([\s/"'])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Added after the allow-list ran, so they survive it (DOMPurify's documented pattern).
    if (node.nodeName === 'A' && node.hasAttribute('href') && !SAFE_LINK.test((node.getAttribute('href') ?? '').trim()))
      node.removeAttribute('href');
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** The allowed subset of `html`, as an HTML string to render with `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  const purify = instance();
  // Without a DOM (server-side tooling) nothing can be parsed safely: plain text only.
  if (!purify) return escapeHtml(html.replace(/<[^>]*>/g, ''));
  const tags = [...(options.allowedTags ?? ANNOUNCEMENT_TAGS)];
  // Event-handler attributes go before parsing: Chrome reports a CSP violation (script-src-attr) for
  // each one it meets even in DOMParser's inert document, so a hostile announcement would fill the
  // console under the nginx policy. DOMPurify below remains the sanitiser.
  html = html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(EVENT_HANDLER_ATTRIBUTE, '$1'));
  const attributes = [...(options.allowedAttributes ?? ANNOUNCEMENT_ATTRIBUTES)];
  return purify.sanitize(html, {
    ALLOWED_TAGS: tags,
    ALLOWED_ATTR: attributes,
    ALLOWED_URI_REGEXP: SAFE_LINK,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}

/** The text of `html` without any markup (for previews and accessible names). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  const doc = new DOMParser().parseFromString(
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: [] }),
    'text/html',
  );
  return (doc.body.textContent ?? '').trim();
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}
