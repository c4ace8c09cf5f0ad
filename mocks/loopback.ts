/*
 * The standalone mock server is a developer and CI tool: it answers CORS only for pages served from
 * this machine, and its control API (/__mock: personas, clock, faults, captcha answers) only to
 * callers on this machine whose page (if any) is also from this machine. A site the
 * developer happens to visit cannot read the mock's answers or rewrite its world.
 */

/** 127.0.0.0/8, ::1 and the IPv4-mapped form Node reports for IPv4 on a dual-stack socket. */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (a === '::1' || a === 'localhost') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether an Origin header names a page served from this machine (http(s) on a loopback host). */
export function isLoopbackOrigin(origin: string | undefined | null): boolean {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackAddress(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The control API's rule: a loopback peer, no Origin or a loopback one, and (a request without
 * Origin, such as an <img> GET from another site) not marked cross-site by the browser.
 */
export function mayUseControlApi(
  remoteAddress: string | undefined,
  origin: string | undefined,
  fetchSite?: string,
): boolean {
  if (!isLoopbackAddress(remoteAddress)) return false;
  if (origin !== undefined) return isLoopbackOrigin(origin);
  return fetchSite !== 'cross-site';
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether a request names the control API anywhere in its path (as sent, percent-decoded, any case):
 * `/rest/__mock/reset`, `/x/%2e%2e/__mock/reset`, `/%5F%5Fmock/...` all do. Every such request is a
 * control request for the guard, so the guard and the handlers can never disagree on what is one.
 */
export function mentionsControlApi(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? '';
  return /__mock/i.test(path) || /__mock/i.test(decoded(decoded(path)));
}

/** Only `/__mock/...` at the root, as sent: no dot segments, no encoded characters, no backslash. */
export function isRootControlPath(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? '';
  return /^\/__mock(\/[\w./-]*)?$/.test(path) && !/(^|\/)\.\.?(\/|$)/.test(path);
}

/**
 * The guard of every server in front of the mock (the mock server itself, the dev and preview
 * proxies): null when the request is not a control request or may use it, else the status to answer
 * (404 for a control path anywhere but the root, 403 for a caller that is not this machine's).
 */
export function controlApiRefusal(
  rawUrl: string,
  remoteAddress: string | undefined,
  origin: string | undefined,
  fetchSite: string | undefined,
): 403 | 404 | null {
  if (!mentionsControlApi(rawUrl)) return null;
  if (!isRootControlPath(rawUrl)) return 404;
  return mayUseControlApi(remoteAddress, origin, fetchSite) ? null : 403;
}
