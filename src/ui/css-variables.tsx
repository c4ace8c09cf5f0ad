import {
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  useMantineCssVariablesResolver,
  useMantineStyleNonce,
  useMantineTheme,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';
import { useMemo, useSyncExternalStore } from 'react';

/** Every Mantine variable of `theme` with `resolver`'s, as MantineProvider writes them with `deduplicateCssVariables: false`. */
export function allCssVariables(theme: MantineTheme, resolver?: CSSVariablesResolver): string {
  const base = defaultCssVariablesResolver(theme);
  const variables = resolver ? deepMerge(base, resolver(theme)) : base;
  const scheme = convertCssVariables({
    variables: {},
    dark: { '--mantine-color-scheme': 'dark' },
    light: { '--mantine-color-scheme': 'light' },
  });
  return `${convertCssVariables(variables)}${scheme}`;
}

const subscribeNever = () => () => {};

/**
 * Mantine's CSS variables, every one of them (decision 0017: its default-css-variables.css is not
 * loaded), written as MantineProvider writes them (its MantineCssVariables with
 * `deduplicateCssVariables: false`, @mantine/core 9.7.3; src/ui/css-variables.test.tsx compares the
 * two), in a <style> of our own for the pages rendered ahead: their HTML carries only the
 * variables the first paint reads (scripts/prerender-css-variables.ts), and React keeps a hydrated
 * <style>'s text as the HTML had it. So the <style> rendered ahead and hydrated is replaced by a new
 * one, whole, right after hydration (its key changes); a page drawn in the browser writes it whole
 * from its first render.
 */
export function CssVariables() {
  const theme = useMantineTheme();
  const resolver = useMantineCssVariablesResolver();
  const nonce = useMantineStyleNonce();
  const css = useMemo(() => allCssVariables(theme, resolver), [theme, resolver]);
  // false on the server and while hydrating (React renders with the server's answer), true after.
  const live = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return (
    <style
      key={live ? 'live' : 'ahead'}
      // The HTML's text is the build's share of it, on purpose (replaced right after, above).
      suppressHydrationWarning
      data-mantine-styles="true"
      nonce={nonce?.()}
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
