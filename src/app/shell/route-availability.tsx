import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** Whether a path (with or without query) has a screen in the route table. */
export type RouteChecker = (path: string) => boolean;

/**
 * A checker over a route table. A catch-all (`*`) match does not count: "/food" matching only the
 * not-found page is not a route. Answers are cached per pathname (the table is static).
 */
export function createRouteChecker(routes: RouteObject[]): RouteChecker {
  const cache = new Map<string, boolean>();
  return (path) => {
    const pathname = path.split(/[?#]/)[0] || '/';
    let routed = cache.get(pathname);
    if (routed === undefined) {
      const matches = matchRoutes(routes, pathname);
      routed = Boolean(matches?.length) && !matches!.some((m) => m.route.path === '*');
      cache.set(pathname, routed);
    }
    return routed;
  };
}

const nothingRouted: RouteChecker = () => false;
const RouteAvailabilityContext = createContext<RouteChecker>(nothingRouted);

/** Provided by the shell (over its route table); screens outside the shell see nothing as routed. */
export const RouteAvailabilityProvider = RouteAvailabilityContext.Provider;

/**
 * The rule behind every link of the shell: only link to screens that exist. Modules and user
 * screens arrive in later work; until their routes are in the table, their tabs, menu entries,
 * palette commands and banners are not shown.
 */
export function useRouteChecker(): RouteChecker {
  return useContext(RouteAvailabilityContext);
}
