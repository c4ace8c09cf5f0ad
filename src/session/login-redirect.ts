import { paths } from '@/lib/paths';

/** platform.md 4: no token sends the visitor to login with `next` (the path they wanted). */
export function loginRedirect(pathname: string, search = ''): string {
  const next = `${pathname}${search}`;
  return next === '/' ? paths.Login : `${paths.Login}?next=${encodeURIComponent(next)}`;
}
