/*
 * The standalone mock server is a developer and CI tool: it answers CORS only for pages served from
 * this machine, and its control API (/__mock: personas, clock, faults, captcha answers) only to
 * callers on this machine whose page (if any) is also from this machine (issue 12). A site the
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

/** The control API's rule: a loopback peer, and no Origin or a loopback one. */
export function mayUseControlApi(remoteAddress: string | undefined, origin: string | undefined): boolean {
  return isLoopbackAddress(remoteAddress) && (origin === undefined || isLoopbackOrigin(origin));
}
