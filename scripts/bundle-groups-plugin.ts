import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { rspack, type Rspack } from '@rsbuild/core';
import { preloadFontsOf, ROUTE_PRELOAD_FILE, routePreloadScript } from './route-preload';

/**
 * Writes, after a production build, the files of each named chunk group (a lazy import named with
 * `webpackChunkName`, e.g. route-login) to BUNDLE_GROUPS_FILE, so scripts/check-bundle.ts can add up
 * what a route loads on top of the initial files without a browser; and emits the route
 * preload hint (scripts/route-preload.ts) that index.html loads first.
 */
export const BUNDLE_GROUPS_FILE = '.artifacts/bundle-groups.json';
/** The npm packages in each named chunk group's files (its own and the shared ones it loads). */
export const BUNDLE_PACKAGES_FILE = '.artifacts/bundle-packages.json';

export class BundleGroupsPlugin {
  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.thisCompilation.tap('bundle-groups', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'bundle-groups', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.getFiles();
          const publicPath =
            typeof compilation.outputOptions.publicPath === 'string' && compilation.outputOptions.publicPath !== 'auto'
              ? compilation.outputOptions.publicPath
              : '/';
          const fonts = preloadFontsOf(compilation.getAssets().map((asset) => asset.name));
          compilation.emitAsset(
            ROUTE_PRELOAD_FILE,
            new rspack.sources.RawSource(routePreloadScript(groups, publicPath, fonts)),
          );
        },
      );
    });
    compiler.hooks.done.tap('bundle-groups', (stats) => {
      const json = stats.toJson({
        all: false,
        ids: true,
        chunkGroups: true,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        modulesSpace: Infinity,
        nestedModulesSpace: Infinity,
      });
      const groups = Object.fromEntries(
        Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
          name,
          (group.assets ?? []).map((a) => a.name),
        ]),
      );
      // The npm packages each named group's files hold, for checks such as "no floating-ui on the reserve page".
      const packagesOfChunk = new Map<string | number, Set<string>>();
      const collect = (into: Set<string>, modules: { name?: string; modules?: unknown[] }[] | undefined) => {
        for (const module of modules ?? []) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module.name ?? '');
          if (match) into.add(match[1]!);
          collect(into, module.modules as typeof modules);
        }
      };
      for (const chunk of json.chunks ?? []) {
        const set = new Set<string>();
        collect(set, chunk.modules);
        if (chunk.id !== undefined) packagesOfChunk.set(chunk.id, set);
      }
      const packages = Object.fromEntries(
        Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
          name,
          [...new Set((group.chunks ?? []).flatMap((id) => [...(packagesOfChunk.get(id) ?? [])]))].sort(),
        ]),
      );
      mkdirSync(dirname(BUNDLE_GROUPS_FILE), { recursive: true });
      writeFileSync(BUNDLE_GROUPS_FILE, `${JSON.stringify(groups, null, 2)}\n`);
      writeFileSync(BUNDLE_PACKAGES_FILE, `${JSON.stringify(packages, null, 2)}\n`);
    });
  }
}
