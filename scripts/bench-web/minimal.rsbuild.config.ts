import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// The baselines of `npm run bench:web`, built with the portal's own settings (same template, same
// chunk strategy): minimal-app.tsx into dist-bench-minimal/, or with BENCH_MINIMAL=floor
// floor-app.tsx (the same page, only its components' CSS) into dist-bench-floor/.
const floor = process.env.BENCH_MINIMAL === 'floor';
export default defineConfig({
  plugins: [pluginReact()],
  html: { template: './index.html' },
  source: { entry: { index: floor ? './scripts/bench-web/floor-app.tsx' : './scripts/bench-web/minimal-app.tsx' } },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4175), strictPort: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  output: { distPath: { root: floor ? 'dist-bench-floor' : 'dist-bench-minimal' }, sourceMap: { js: false } },
});
