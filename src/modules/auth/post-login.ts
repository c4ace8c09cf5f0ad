import type { RuntimeConfig, University } from '@/config/schema';
import { legacyLoginAsUrl } from '@/lib/legacy-web';
import { paths } from '@/lib/paths';

/**
 * Where a login goes next (platform.md 2.5): the `next` query value when it is a path on this
 * site, otherwise home.
 *
 * Normalise first, then decide: the value is resolved as the browser would (dot
 * segments, backslashes read as `/`, percent-encoding), and the *result* must be a path of this
 * origin that does not start with `//` (`/.//evil.com` resolves to `//evil.com`, which the router
 * refuses and a browser would take for another site). Control characters are refused outright. The
 * sign-in pages themselves are not targets (a loop back to /login), compared decoded and
 * case-insensitively, as the router matches them (`/LoginCas`, `/%6Cogin`, `/login/`).
 */
export function safeNextPath(next: string | null | undefined, origin = currentOrigin()): string {
  const value = (next ?? '').trim();
  if (!value.startsWith('/')) return paths.Home;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return paths.Home;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return paths.Home;
  }
  if (url.origin !== new URL(origin).origin) return paths.Home;
  if (url.pathname.startsWith('//') || url.pathname.includes('\\')) return paths.Home;
  if (isSignInPath(url.pathname)) return paths.Home;
  return `${url.pathname}${url.search}${url.hash}`;
}

const SIGN_IN_PATHS = [paths.Login, paths.Logout, '/loginCas'].map((p) => p.toLowerCase());

function isSignInPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true; // a malformed escape is no page of ours anyway
  }
  const path = decoded.toLowerCase().replace(/\/+$/, '') || '/';
  return SIGN_IN_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

function currentOrigin(): string {
  return globalThis.location?.origin && globalThis.location.origin !== 'null'
    ? globalThis.location.origin
    : 'http://localhost';
}

/**
 * Whether a management user gets the welcome modal (platform.md 2.5): the UI setting wins, then the
 * university's own, and by default it is on in cloud mode only.
 */
export function welcomeModalEnabled(
  config: Pick<RuntimeConfig, 'serveMode' | 'ui'>,
  university: Pick<University, 'showModalOnLogin'> | null,
): boolean {
  return config.ui.showModalOnLogin ?? university?.showModalOnLogin ?? config.serveMode === 'cloud';
}

/**
 * The old management view, opened with a one-time login token (platform.md 2.5, 7 "Exact paths for
 * the login-as token redirect to the old management view (sends loginAsToken) ...: not shown").
 * The old web takes the token at `j_security_check` (amirHravan/foodie, src/lib/legacy-web.ts).
 *
 * ASSUMPTION: the management view is the old web's own landing page for a management user, so no
 * `redirect` is sent.
 */
export function managementLoginUrl(universityBaseUrl: string, loginToken: string): string {
  return legacyLoginAsUrl(universityBaseUrl, loginToken);
}
