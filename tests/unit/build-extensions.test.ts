// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The build extensions that rely on a dependency's internals (file layout, the order of its build
 * stages), pinned to the version each was written against (docs/performance.md#build-extensions-kept).
 * An upgrade fails here on purpose: re-check what `recheck` says, then move the pin.
 */
const PINNED: { extension: string; dependency: string; version: string; recheck: string }[] = [
  ...['core', 'carousel', 'notifications', 'spotlight'].map((name) => ({
    extension: 'scripts/mantine-css-loader.cjs',
    dependency: `@mantine/${name}`,
    version: '9.7.3',
    recheck:
      "the loader reads Mantine's file layout: esm/**/<Component>.module.mjs, styles/<Component>.layer.css (or styles.layer.css) opening with `@layer mantine {`, and styles.css holding each component's rules in order. Build, then `npx tsx scripts/check-bundle.ts` (every class styled, sub-layers in order) and tests/unit/ui/mantine-css-order.test.ts",
  })),
  {
    extension: "rsbuild.config.ts's replacement of Mantine's useId (src/ui/mantine-use-id.ts)",
    dependency: '@mantine/hooks',
    version: '9.7.3',
    recheck:
      "the build replaces esm/use-id/use-id.mjs (its only export `useId(staticId?)`, React's id until a layout effect sets a random one) with React's id alone: check the file and its export still exist, and whether Mantine now keeps React's id (then drop the replacement). Build, then tests/e2e/prerender.spec.ts (no hydration error) and a label's `for` matching its input's id",
  },
  {
    extension: "rsbuild.config.ts's react-router alias",
    dependency: 'react-router',
    version: '7.18.5',
    recheck:
      'the alias points a production build at dist/production/index.mjs because the package exports name only dist/development (remix-run/react-router#14102): check the file still exists and whether the exports now name a production build (then drop the alias)',
  },
  {
    extension: 'scripts/compile-hints-plugin.ts, scripts/bundle-groups-plugin.ts, scripts/prerender-plugin.ts',
    dependency: '@rsbuild/core',
    version: '2.2.14',
    recheck:
      "the compile hint is added in the stage after Rsbuild's minifier (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1), which drops comments, and the groups come from the stats' namedChunkGroups: build, then `npx tsx scripts/check-bundle.ts` (the hint on the first pages' scripts only, every named group found), and the prerender's Node environment (`environments`, `isServer`, onAfterBuild's environments and stats): its pages in dist/prerendered/; and the CSS chunk loader still takes a `<style data-href>` in the page for its file (the prerendered pages inline their stylesheets so: tests/e2e/prerender.spec.ts, no stylesheet asked for)",
  },
  {
    extension: 'scripts/prerender-plugin.ts, src/prerender/render-page.tsx',
    dependency: 'react-dom',
    version: '19.3.1',
    recheck:
      "the prerender renders with react-dom/static's prerender (its prelude a web stream) and the start hydrates with hydrateRoot inside startTransition; the pages hold no <script> (nothing suspended). Build, then tests/e2e/prerender.spec.ts (no hydration error, the prerendered title node kept)",
  },
];

const installed = (dependency: string) =>
  (JSON.parse(readFileSync(`node_modules/${dependency}/package.json`, 'utf8')) as { version: string }).version;

describe('build extensions pinned to the dependency versions they were written against', () => {
  it.each(PINNED)('$extension: $dependency $version', ({ extension, dependency, version, recheck }) => {
    expect(
      installed(dependency),
      `${dependency} is no longer ${version}, which ${extension} was written against. Re-check: ${recheck}`,
    ).toBe(version);
  });

  it('react-router: the production build the alias names is where the alias points', () => {
    expect(readFileSync('node_modules/react-router/dist/production/index.mjs', 'utf8').length).toBeGreaterThan(0);
    expect(readFileSync('rsbuild.config.ts', 'utf8')).toContain(
      "'react-router$': './node_modules/react-router/dist/production/index.mjs'",
    );
  });
});
