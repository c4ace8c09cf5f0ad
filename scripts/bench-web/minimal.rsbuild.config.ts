import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// The baseline app of `npm run bench:web` (minimal-app.tsx), built with the portal's own settings
// (same template, same chunk strategy) into dist-bench-minimal/.
export default defineConfig({
  plugins: [pluginReact()],
  html: { template: './index.html' },
  source: { entry: { index: './scripts/bench-web/minimal-app.tsx' } },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4175), strictPort: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  output: { distPath: { root: 'dist-bench-minimal' }, sourceMap: { js: false } },
});
