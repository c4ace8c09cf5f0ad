import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { devMockIndexMiddleware } from './mocks/index/dev-index';
import { controlApiRefusal } from './mocks/loopback';
import { BundleGroupsPlugin } from './scripts/bundle-groups-plugin';
import { CompileHintsPlugin } from './scripts/compile-hints-plugin';
import { createHelpdeskGateway } from './server/helpdesk-gateway';
import { gatewayOptionsFromEnv } from './server/helpdesk-gateway-env';
import { helpdeskGatewayMiddleware } from './server/helpdesk-gateway-server';
import { PRELOADED_GROUPS, ROUTE_PRELOAD_FILE } from './scripts/route-preload';
import { prerenderedFileFor } from './scripts/prerender';
import { pluginPrerender, PRERENDER_ENTRY, prerenderDistOf } from './scripts/prerender-plugin';
import { PAGE_SNAPSHOT_INLINE_SCRIPT } from './scripts/page-snapshot-inline';
import { pluginServiceWorker } from './scripts/service-worker';

const APP_VERSION = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
).version;
const mantineCssLoader = fileURLToPath(new URL('./scripts/mantine-css-loader.cjs', import.meta.url));
/** How @mantine/hooks' index asks for its useId (9.7.3's layout: tests/unit/build-extensions.test.ts), and ours. */
const MANTINE_USE_ID_REQUEST = /^\.\/use-id\/use-id\.mjs$/;
const MANTINE_USE_ID_FILE = fileURLToPath(new URL('./src/ui/mantine-use-id.ts', import.meta.url));

// Where the dev/preview server forwards API calls when the app is not running its in-browser
// mock (e2e and QA point it at the standalone mock server; a developer can point it at a real backend).
const apiTarget = process.env.API_PROXY_TARGET;
// The helpdesk's Redmine (`npm run redmine`): /helpdesk/x goes through the helpdesk gateway
// (server/helpdesk-gateway.ts) to <HELPDESK_TARGET>/x. The gateway holds the Redmine key
// (HELPDESK_API_KEY, never sent to the browser), asks API_PROXY_TARGET who the bearer token is and
// scopes every call to that student's tickets.
const helpdeskTarget = process.env.HELPDESK_TARGET;
// /config.json too: the standalone mock server answers it with its persona's runtime config.
const proxied = [
  '/rest',
  '/oauth',
  '/face-service',
  ...(helpdeskTarget ? [] : ['/helpdesk']),
  '/__mock',
  '/config.json',
];
// A page load of an app route that shares a prefix with an API (/helpdesk/issues) is the app's, not
// the API's; the mock control pages (/__mock/bank) are real pages of the mock server.
const isPageLoad = (req: { method?: string; headers: { accept?: string } }) =>
  req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

export default defineConfig(({ envMode, env, command }) => {
  // Mock mode (`--env-mode mock`, .env.mock): the service worker script is served from mocks/public.
  // Without it neither the worker nor any mock module reaches the build.
  const mock = envMode === 'mock' || process.env.PUBLIC_MOCK === 'true';
  // A build also renders the public pages ahead of time (scripts/prerender-plugin.ts), from
  // a Node bundle of the same sources; the dev server does not.
  const prerender = command === 'build';
  return {
    // The prerender first: the service worker precaches what the build wrote. The offline ticket's
    // service worker in the production build only: in mock mode the mock's worker owns
    // the scope, and a second worker there would answer for it.
    plugins: [pluginReact(), ...(prerender ? [pluginPrerender()] : []), ...(mock ? [] : [pluginServiceWorker()])],
    environments: {
      // The browser's build: everything below.
      web: { source: { entry: { index: './src/main.tsx' } } },
      // The Node bundle the prerender renders the pages with (never served: outside dist/).
      ...(prerender
        ? {
            prerender: {
              source: { entry: { [PRERENDER_ENTRY]: './src/prerender/render-page.tsx' } },
              output: {
                target: 'node' as const,
                distPath: { root: prerenderDistOf(mock) },
                filenameHash: false,
                minify: false,
              },
            },
          }
        : {}),
    },
    // Lazy compilation (Rsbuild 2's dev default) stays off. With it, every import() is a stub until
    // the browser first asks for it, and that request triggers a rebuild whose HMR update lands on the
    // page while it is still booting. The app's first load alone asks for five (mock-mode, the mock
    // panel, the shell, its home page, the login page), so a fresh `npm start` served its first page
    // through five rebuilds; with chunk splitting a module can change chunks between
    // them, and a chunk of the newer build then asked the older runtime for a module it never
    // received: "Cannot read properties of undefined (reading 'call')" in the shell chunk, the
    // full-page error on the first load only. Off, the dev server builds everything once
    // at start (docs/decisions/0018-dev-without-lazy-compilation.md) and the first page loads whole.
    // tests/e2e/dev/ checks the first load of a freshly started server.
    dev: { lazyCompilation: false },
    html: {
      template: './index.html',
      // The route preload hint (scripts/route-preload.ts), first in the head and async, so the route's
      // files download beside the initial scripts. Emitted with the bundle groups: never in mock mode.
      // And a build's page-snapshot painter (scripts/page-snapshot-inline.ts), right after #root:
      // the last page this student saw there, before the scripts. Not in the dev server, whose
      // stylesheets are injected by its scripts (a snapshot would paint unstyled).
      tags: [
        ...(mock
          ? []
          : [{ tag: 'script', attrs: { src: `/${ROUTE_PRELOAD_FILE}`, async: true }, head: true, append: false }]),
        ...(command === 'build'
          ? [{ tag: 'script', children: PAGE_SNAPSHOT_INLINE_SCRIPT, head: false, append: true }]
          : []),
      ],
    },
    source: {
      // A literal in every build, so the minifier drops the mock branch (and its chunk) when off.
      define: {
        'import.meta.env.PUBLIC_MOCK': JSON.stringify(mock ? 'true' : 'false'),
        // The answers a repeat visit paints from are dropped by a new version (src/lib/query-persistence.ts).
        'import.meta.env.PUBLIC_APP_VERSION': JSON.stringify(APP_VERSION),
      },
    },
    resolve: {
      alias: {
        '@': './src',
        '@machines': './machines',
        '@mocks': './mocks',
        // React Router 7's exports name only its development build (remix-run/react-router#14102): its
        // dev warnings, error-page texts and route checks ran in production. The production build is
        // the same code with them switched off.
        ...(env === 'production' ? { 'react-router$': './node_modules/react-router/dist/production/index.mjs' } : {}),
      },
    },
    server: {
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      publicDir: [{ name: 'public' }, ...(mock ? [{ name: 'mocks/public' }] : [])],
      // Before the proxy: the mock control API's guard (a page of another site never reaches the mock
      // through this server; only /__mock/ at the root is forwarded, mocks/loopback.ts) and the helpdesk gateway.
      setup: (context) => {
        const { server } = context;
        // The preview serves the prerendered public pages for their addresses, as nginx does
        // (deploy/nginx/samad.conf); the dev server renders every page in the browser.
        if (context.action === 'preview') {
          const root = mock ? 'dist-mock' : 'dist';
          server.middlewares.use((req, res, next) => {
            if (isPageLoad(req)) {
              const url = new URL(req.url ?? '/', 'http://x');
              const hint = req.headers['sec-ch-ua-mobile'];
              const file = prerenderedFileFor(
                url.pathname,
                req.headers['user-agent'],
                typeof hint === 'string' ? hint : '',
              );
              if (file && existsSync(join(root, file))) req.url = `/${file}${url.search}`;
            }
            // Hashed files as nginx serves them: a year, never revalidated (a repeat visit in the benches
            // and e2e asks the network for none of them, as in production).
            const path = (req.url ?? '').split('?')[0]!;
            if (path.startsWith('/static/') && !path.includes('..') && existsSync(join(root, path)))
              res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            next();
          });
        }
        server.middlewares.use((req, res, next) => {
          const fetchSite = req.headers['sec-fetch-site'];
          const refusal = controlApiRefusal(
            req.url ?? '',
            req.socket.remoteAddress,
            req.headers.origin,
            typeof fetchSite === 'string' ? fetchSite : undefined,
          );
          if (refusal)
            return void res
              .writeHead(refusal, { 'Content-Type': 'text/plain' })
              .end('The mock control API answers this machine at /__mock/ only');
          next();
        });
        // The mock's index page and rendered contract at /__mock/ (mocks/index/), when the mock runs in
        // the browser; with API_PROXY_TARGET the standalone mock server answers them itself.
        if (mock && !apiTarget) server.middlewares.use(devMockIndexMiddleware());
        // Read when a server starts (a build needs none of it); a missing key or portal is a clear error then.
        const helpdeskGateway = gatewayOptionsFromEnv();
        if (helpdeskGateway) server.middlewares.use(helpdeskGatewayMiddleware(createHelpdeskGateway(helpdeskGateway)));
      },
      proxy: [
        ...(apiTarget
          ? [
              {
                // http-proxy-middleware 3 (rsbuild 2) filters with `pathFilter`; a `context` key is ignored
                // and every request, the app's own pages included, would be proxied.
                pathFilter: proxied,
                target: apiTarget,
                changeOrigin: true,
                bypass: (req: Parameters<typeof isPageLoad>[0] & { url?: string }) =>
                  isPageLoad(req) && !req.url?.startsWith('/__mock/') ? true : undefined,
              },
            ]
          : []),
      ],
    },
    performance: {
      chunkSplit: { strategy: 'split-by-experience' },
    },
    tools: {
      rspack: (_config, { appendRules, appendPlugins, isServer }) => {
        // Mantine's CSS per component, travelling with the component's script, each in its own
        // sub-layer in Mantine's order (scripts/mantine-css-loader.cjs). 'pre': before the CSS loaders.
        appendRules({
          test: /[\\/]@mantine[\\/][\w-]+[\\/](esm[\\/].*\.module\.mjs|styles([\\/][\w-]+)?\.layer\.css)$/,
          enforce: 'pre',
          loader: mantineCssLoader,
        });
        // The contract documents as text, for the in-browser mock's contract checks
        // (mocks/contract/documents-browser.ts imports openapi/*.yaml?raw); mock mode only.
        if (mock) appendRules({ test: /\.yaml$/, resourceQuery: /raw/, type: 'asset/source' });
        // Mantine's useId without its random id set after mount (src/ui/mantine-use-id.ts), in the
        // prerender's bundle too: hydration finds the ids the build wrote.
        appendPlugins(
          new rspack.NormalModuleReplacementPlugin(
            MANTINE_USE_ID_REQUEST,
            (data: { request: string; context: string }) => {
              if (/[\\/]@mantine[\\/]hooks[\\/]/.test(data.context)) data.request = MANTINE_USE_ID_FILE;
            },
          ),
        );
        // The rest is about the browser's files, not the prerender's Node bundle.
        if (isServer) return;
        // Which files each named route chunk loads, for the size budget of scripts/check-bundle.ts.
        if (!mock) appendPlugins(new BundleGroupsPlugin());
        // The first page's scripts compiled while they download, not when first called (V8's compile
        // hint, scripts/compile-hints-plugin.ts). Not in development: nothing there is minified or measured.
        if (env === 'production') appendPlugins(new CompileHintsPlugin([...PRELOADED_GROUPS]));
      },
    },
    output: {
      // A mock-mode build (QA, the widget catalogue e2e) never overwrites the production one.
      distPath: { root: mock ? 'dist-mock' : 'dist' },
      sourceMap: { js: process.env.PROFILE_MAPS ? 'source-map' : false },
      // 8 hex digits, not 10: the runtime's table of chunk file names, in every first load, lists each
      // chunk's hash, so two fewer digits are bytes off every first load. 32 bits of content hash still tell versions apart.
      filenameHash: 'contenthash:8',
      // Fonts always as files (src/app/fonts, cut by `npm run fonts`): the default inlines one under 4 kB
      // into the stylesheet, where every page would carry it, and the route preload hint finds them by name.
      dataUriLimit: { font: 0 },
    },
  };
});
