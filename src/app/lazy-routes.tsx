import { use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/*
 * The app routes with React Router's declarative `useRoutes`, not its data router, whose
 * navigation state machine (loaders, actions, fetchers, revalidation, hydration, middleware: none
 * of them used here) was a sizeable part of every page's first load. The manifests keep declaring
 * `lazy` routes (`async () => ({ Component })`); this turns each into a component that suspends on
 * its chunk (the app's root Suspense keeps the page shown during a navigation, as the data router
 * did, since navigations are transitions). A chunk that fails to load throws to the page's error
 * boundary, and its "try again" asks for the chunk again (a failed import is not kept).
 */

/** What a route's `lazy` gives here: its screen (the manifests' form, `async () => ({ Component })`). */
type LoadScreen = () => Promise<{ Component?: ComponentType | null }>;

/** A route's screen that loads when first rendered or preloaded, and loads again after a failure. */
interface LazyScreen {
  Component: ComponentType;
  preload: () => Promise<ComponentType>;
}

type ScreenPromise = Promise<ComponentType> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ComponentType;
  reason?: unknown;
};

function lazyScreen(load: LoadScreen): LazyScreen {
  // Marked as React reads a promise's outcome (`status`, `value`, `reason`): a screen already loaded
  // (at boot, or visited before) renders at once instead of suspending for a turn.
  let loading: ScreenPromise | null = null;
  const preload = (): Promise<ComponentType> => {
    if (loading) return loading;
    const promise: ScreenPromise = load().then(({ Component }) => {
      if (!Component) throw new Error('A lazy route gave no Component');
      return Component;
    });
    promise.status = 'pending';
    promise.then(
      (Component) => {
        promise.status = 'fulfilled';
        promise.value = Component;
      },
      (error: unknown) => {
        promise.status = 'rejected';
        promise.reason = error;
        // Not kept: the next render (the error screen's "try again") asks for the chunk again.
        if (loading === promise) loading = null;
      },
    );
    loading = promise;
    return promise;
  };
  function LazyRoute() {
    const Screen = use(preload());
    return <Screen />;
  }
  return { Component: LazyRoute, preload };
}

const PRELOADS = new WeakMap<RouteObject, () => Promise<unknown>>();

/** The routes with every `lazy` made a `Component` of its own (children too); plain routes as they are. */
export function withLazyScreens(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLazyScreens(route.children) : undefined;
    if (typeof route.lazy !== 'function') return (children ? { ...route, children } : route) as RouteObject;
    const { lazy, ...rest } = route;
    const screen = lazyScreen(lazy as LoadScreen);
    const converted = { ...rest, Component: screen.Component, ...(children ? { children } : {}) } as RouteObject;
    PRELOADS.set(converted, screen.preload);
    return converted;
  });
}

/**
 * Starts loading the screens of the routes an address matches (at boot, while config.json is on the
 * wire: the data router did this when it was made); resolves when all have settled. A failure is
 * left to the render, which asks again.
 */
export async function preloadScreens(routes: readonly RouteObject[], pathname: string): Promise<void> {
  const matched = matchRoutes([...routes], pathname) ?? [];
  await Promise.allSettled(matched.map(({ route }) => PRELOADS.get(route)?.()));
}
