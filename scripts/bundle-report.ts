/**
 * `npm run bench:bundle`: builds dist/ and prints what each budgeted page loads first
 * (scripts/bundle-budget.ts): every file with its gzip size, and in each file the packages and
 * source folders that fill it (their size before minification, so read them as shares, not bytes).
 * The tool to find the next thing to move out of a first load.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { BUNDLE_GROUPS_FILE } from './bundle-groups-plugin';
import { PAGE_BUDGETS } from './bundle-budget';

interface StatsModule {
  name?: string;
  size?: number;
  chunks?: (string | number)[];
  modules?: StatsModule[];
}
interface StatsChunk {
  id: string | number;
  files: string[];
}

/** A module's owner: its npm package, or its source folder (two levels: src/modules/auth). */
function ownerOf(request: string): string {
  // A stylesheet's name carries its loaders (".../css-loader/index.js!./src/x.css"): the file is last.
  const name = request.slice(request.lastIndexOf('!') + 1);
  const pkg = name.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const parts = name.replace(/^\.\//, '').split(/[/ ]/);
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || name;
}

async function main(): Promise<void> {
  // `rsbuild build` sets NODE_ENV before it reads the config, and the config's `env` follows it
  // (React Router's production build is chosen by it): without it this report measured another build.
  process.env.NODE_ENV = 'production';
  const { content } = await loadConfig({ cwd: process.cwd() });
  // Rsbuild's own table of every file would bury the report.
  const rsbuild = await createRsbuild({
    cwd: process.cwd(),
    rsbuildConfig: { ...content, performance: { ...content.performance, printFileSize: false } },
  });
  let modules: StatsModule[] = [];
  let chunks: StatsChunk[] = [];
  rsbuild.onAfterBuild(({ stats }) => {
    const json = (
      stats as unknown as { toJson: (o: object) => { modules: StatsModule[]; chunks: StatsChunk[] } }
    ).toJson({
      all: false,
      chunks: true,
      modules: true,
      ids: true,
      modulesSpace: Infinity,
      nestedModules: true,
      nestedModulesSpace: Infinity,
      dependentModules: true,
      orphanModules: true,
    });
    modules = json.modules;
    chunks = json.chunks;
  });
  await rsbuild.build();

  // Raw size per owner, per emitted JS file.
  const byFile = new Map<string, Map<string, number>>();
  const add = (file: string, m: StatsModule) => {
    if (m.modules?.length) {
      for (const inner of m.modules) add(file, inner);
      return;
    }
    const owners = byFile.get(file) ?? new Map<string, number>();
    const owner = ownerOf(m.name ?? '');
    owners.set(owner, (owners.get(owner) ?? 0) + (m.size ?? 0));
    byFile.set(file, owners);
  };
  for (const m of modules) {
    for (const id of m.chunks ?? []) {
      const js = chunks.find((c) => c.id === id)?.files.find((f) => f.endsWith('.js'));
      if (js) add(js, m);
    }
  }

  const html = readFileSync('dist/index.html', 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const groups = JSON.parse(readFileSync(BUNDLE_GROUPS_FILE, 'utf8')) as Record<string, string[]>;
  const gzip = (f: string) => gzipSync(readFileSync(join('dist', f))).length;
  const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

  const pages = [{ page: 'initial files (index.html)', files: initial }].concat(
    PAGE_BUDGETS.map(({ page, groups: names }) => ({
      page,
      files: [...initial, ...names.flatMap((n) => groups[n] ?? [])],
    })),
  );
  for (const { page, files } of pages) {
    const list = [...new Set(files)].filter((f) => /\.(js|css)$/.test(f)).map((f) => ({ f, gz: gzip(f) }));
    list.sort((a, b) => b.gz - a.gz);
    console.log(`\n${page}: ${kB(list.reduce((s, x) => s + x.gz, 0))} gzip in ${list.length} files`);
    for (const { f, gz } of list) {
      const owners = [...(byFile.get(f) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]).slice(0, 6);
      const share = owners.map(([o, size]) => `${o} ${kB(size)}`).join(', ');
      console.log(`  ${kB(gz).padStart(9)}  ${f}${share ? `  (${share})` : ''}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
