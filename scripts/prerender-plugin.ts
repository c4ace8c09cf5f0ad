import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { PRERENDERED_PAGES, prerenderPages } from './prerender';

/** The Node bundle's entry name (rsbuild.config.ts's `prerender` environment). */
export const PRERENDER_ENTRY = 'prerender';
/** Where the Node bundle goes: outside dist/, which is served. */
export const prerenderDistOf = (mock: boolean) => (mock ? 'dist-mock-prerender' : 'dist-prerender');

/** Each prerendered page's stylesheets: the CSS files of its route's named chunk groups. */
export function pageCssOf(namedChunkGroups: Record<string, { assets?: { name: string }[] }>): Record<string, string[]> {
  return Object.fromEntries(
    PRERENDERED_PAGES.map((page) => [
      page.name,
      [
        ...new Set(
          page.groups.flatMap((g) => {
            const group = namedChunkGroups[g];
            if (!group) throw new Error(`prerender: no chunk group ${g} (a renamed webpackChunkName?)`);
            return (group.assets ?? []).map((a) => a.name).filter((n) => n.endsWith('.css'));
          }),
        ),
      ],
    ]),
  );
}

/**
 * Rsbuild plugin: once both environments are built, renders the public pages with the
 * Node bundle into dist/prerendered/ (scripts/prerender.ts) for the build's config.json.
 */
export function pluginPrerender(): RsbuildPlugin {
  return {
    name: 'samad:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments, stats }) => {
        const web = environments.web;
        const server = environments.prerender;
        if (!web || !server || !stats) return;
        const multi = stats as Rspack.MultiStats;
        const webStats = (multi.stats ?? [stats as Rspack.Stats]).find((s) => s.compilation.name === web.name);
        if (!webStats) throw new Error('prerender: no stats of the web build');
        const json = webStats.toJson({ all: false, chunkGroups: true, assets: false });
        const configFile = join(web.distPath, 'config.json');
        const config: unknown = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')) : {};
        const files = await prerenderPages({
          dist: web.distPath,
          bundle: join(server.distPath, `${PRERENDER_ENTRY}.js`),
          config,
          cssOf: pageCssOf(json.namedChunkGroups as Record<string, { assets?: { name: string }[] }>),
        });
        console.log(`prerender: ${files.length} pages in ${web.distPath}`);
      });
    },
  };
}
