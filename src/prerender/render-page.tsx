/**
 * The Node entry of the prerender (scripts/prerender-plugin.ts): renders a public page of
 * the app, or a signed-in address's shell frame (RequireAuth draws its `frame` on the server,
 * decision 0024), for the default language (fa) and a given runtime config, with React's static
 * prerender.
 * The same tree the browser hydrates (src/app/start-app.tsx): the same providers, routes and
 * screens; only the router reads its address from here instead of the window.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App, createAppRouter } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { parseConfig } from '@/config/load-config';
import { createI18n } from '@/i18n/i18n';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { paths } from '@/lib/paths';
import { setServerMobile } from '@/ui/use-is-mobile';
import { configPrint } from './prerender-match';

export interface RenderedPage {
  /** The markup of #root's children. */
  html: string;
  /** The config's print (prerender-match.ts): the browser hydrates only when its config has the same. */
  print: string;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * The page at `path` as the browser's first render draws it for this config and width; null for a
 * page the config turns off (password recovery without resetPasswordEnabled only redirects).
 */
export async function renderPage(path: string, configInput: unknown, mobile: boolean): Promise<RenderedPage | null> {
  const config = parseConfig(configInput);
  if (path === paths.ResetPassword && !config.ui.resetPasswordEnabled) return null;
  setServerMobile(mobile);
  const i18n = await createI18n({ lng: DEFAULT_LANGUAGE, startOnly: true });
  const router = createAppRouter(path);
  await router.ready;
  const Router = ({ children }: { children?: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const queryClient = createQueryClient();
  // An error in a render would leave its boundary's fallback in the page: the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App config={config} i18n={i18n} queryClient={queryClient} router={router} Router={Router} />
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await readAll(prelude);
  if (errors.length) throw new Error(`prerender of ${path} failed`, { cause: errors[0] });
  // The queries' garbage-collection timers (the announcements': 30 minutes) would keep the build running.
  queryClient.clear();
  return { html, print: configPrint(config) };
}
