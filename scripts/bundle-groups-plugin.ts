import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { rspack, type Rspack } from '@rsbuild/core';
import { ROUTE_PRELOAD_FILE, routePreloadScript } from './route-preload';

/**
 * Writes, after a production build, the files of each named chunk group (a lazy import named with
 * `webpackChunkName`, e.g. route-login) to BUNDLE_GROUPS_FILE, so scripts/check-bundle.ts can add up
 * what a route loads on top of the initial files without a browser (issue 20); and emits the route
 * preload hint (scripts/route-preload.ts) that index.html loads first.
 */
export const BUNDLE_GROUPS_FILE = '.artifacts/bundle-groups.json';

export class BundleGroupsPlugin {
  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.thisCompilation.tap('bundle-groups', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'bundle-groups', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.getFiles();
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' && compilation.outputOptions.publicPath !== 'auto' ? compilation.outputOptions.publicPath : '/';
        compilation.emitAsset(ROUTE_PRELOAD_FILE, new rspack.sources.RawSource(routePreloadScript(groups, publicPath)));
      });
    });
    compiler.hooks.done.tap('bundle-groups', (stats) => {
      const json = stats.toJson({ all: false, chunkGroups: true });
      const groups = Object.fromEntries(
        Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [name, (group.assets ?? []).map((a) => a.name)]),
      );
      mkdirSync(dirname(BUNDLE_GROUPS_FILE), { recursive: true });
      writeFileSync(BUNDLE_GROUPS_FILE, `${JSON.stringify(groups, null, 2)}\n`);
    });
  }
}
