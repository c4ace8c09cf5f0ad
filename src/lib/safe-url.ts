/*
 * Addresses the app sends the browser to (CAS login and logout, a university's backend, the
 * payment gateway, the management view) come from configuration or the server. Before use they
 * must be absolute http(s) URLs, and of an expected host when the caller knows it: a
 * `javascript:` or `data:` address from a university list never runs.
 */

/** Whether `hostname` is one of `hosts`: an exact name, or `*.example.ir` for any subdomain of example.ir. */
export function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  const name = hostname.toLowerCase();
  return hosts.some((entry) => {
    const host = entry.trim().toLowerCase();
    return host.startsWith('*.') ? name.endsWith(host.slice(1)) && name.length > host.length - 1 : name === host;
  });
}

/** The URL when it is absolute http(s) (and its host is one of `hosts`, when given), else null. */
export function safeHttpUrl(value: string | null | undefined, hosts?: readonly string[]): URL | null {
  const text = (value ?? '').trim();
  // eslint-disable-next-line no-control-regex -- control characters never belong in an address we follow
  if (!text || /[\u0000-\u001f\u007f]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null; // https://trusted.example@evil.example
  if (hosts && !hostAllowed(url.hostname, hosts)) return null;
  return url;
}

/** Whether `value` is a same-origin path (`/x`, not `//host` or `/\host`) once resolved. */
export function isSameSitePath(value: string, origin: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  try {
    const url = new URL(value, origin);
    return url.origin === new URL(origin).origin && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * A place the browser may be sent to: an absolute http(s) URL (of `hosts`, when given) or a path of
 * this site (a university on this origin has an empty base URL). Null for anything else.
 */
export function safeNavigationTarget(
  value: string | null | undefined,
  origin: string,
  hosts?: readonly string[],
): string | null {
  const text = (value ?? '').trim();
  if (isSameSitePath(text, origin)) return new URL(text, origin).href;
  return safeHttpUrl(text, hosts)?.href ?? null;
}
