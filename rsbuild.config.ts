import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Where the dev/preview server forwards API calls when the app is not running its in-browser
// mock (e2e and QA point it at the standalone mock server; a developer can point it at a real backend).
const apiTarget = process.env.API_PROXY_TARGET;
const proxied = ['/rest', '/oauth', '/face-service', '/helpdesk', '/__mock'];

export default defineConfig(({ envMode }) => {
  // Mock mode (`--env-mode mock`, .env.mock): the service worker script is served from mocks/public.
  // Without it neither the worker nor any mock module reaches the build.
  const mock = envMode === 'mock' || process.env.PUBLIC_MOCK === 'true';
  return {
  plugins: [pluginReact()],
  html: { template: './index.html' },
  source: {
    entry: { index: './src/main.tsx' },
    // A literal in every build, so the minifier drops the mock branch (and its chunk) when off.
    define: { 'import.meta.env.PUBLIC_MOCK': JSON.stringify(mock ? 'true' : 'false') },
  },
  resolve: {
    alias: {
      '@': './src',
      '@machines': './machines',
      '@mocks': './mocks',
    },
  },
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    publicDir: [{ name: 'public' }, ...(mock ? [{ name: 'mocks/public' }] : [])],
    proxy: apiTarget
      ? proxied.map((context) => ({ context: [context], target: apiTarget, changeOrigin: true }))
      : undefined,
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  output: {
    // A mock-mode build (QA, the widget catalogue e2e) never overwrites the production one.
    distPath: { root: mock ? 'dist-mock' : 'dist' },
    sourceMap: { js: false },
  },
  };
});
