import type { RouteObject } from 'react-router';
import { buildRoutes } from '@/app/routes';
import { paths } from '@/lib/paths';
import {
  NOT_ROUTED_YET,
  NOT_VISITED,
  PARAM_ROUTES,
  PUBLIC_PATHS,
  SKIPPED_PATTERNS,
  signedInPaths,
} from '../e2e/helpers/routed-paths';

/*
 * The accessibility e2e visits the list of tests/e2e/helpers/routed-paths.ts; this keeps it equal to
 * the route table the manifests build, so a new screen cannot escape the check.
 */

function patternsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...patternsOf(r.children ?? [])]);
}

const routed = patternsOf(buildRoutes()).filter((p) => p !== '/__catalogue');

describe('the routes the accessibility check visits', () => {
  it('cover every pattern of the route table', () => {
    const visited = new Set([
      ...signedInPaths(),
      ...PUBLIC_PATHS,
      ...PARAM_ROUTES.map((r) => r.pattern),
      ...Object.keys(NOT_VISITED),
      ...Object.keys(SKIPPED_PATTERNS),
    ]);
    expect(routed.filter((p) => !visited.has(p))).toEqual([]);
  });

  it('are all routed (a path routed at last leaves NOT_ROUTED_YET)', () => {
    const table = new Set(routed);
    const listed = [
      ...signedInPaths(),
      ...PUBLIC_PATHS,
      ...PARAM_ROUTES.map((r) => r.pattern),
      ...Object.keys(NOT_VISITED),
    ];
    expect(listed.filter((p) => !table.has(p))).toEqual([paths.PaymentResult]);
    expect(NOT_ROUTED_YET.filter((p) => table.has(p))).toEqual([]);
  });
});
