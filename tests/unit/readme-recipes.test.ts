// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The README's "Where things go" lists every file a module takes. These are the lists it can get
 * wrong as the code moves: the files outside a module that import one (the wiring points) and the
 * mock handlers the mock registers. A new wiring point or a handler file nobody registers fails
 * here, with the README. The namespaces' list has its own check (tests/unit/i18n-parity.test.ts).
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function filesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) filesUnder(path, found);
    else found.push(relative(ROOT, join(ROOT, path)).split(sep).join('/'));
  }
  return found;
}

function whereThingsGo(): string {
  const readme = read('README.md');
  const start = readme.indexOf('## Where things go');
  const end = readme.indexOf('\n## ', start + 1);
  if (start < 0 || end < 0) throw new Error('README.md has no "Where things go" section');
  return readme.slice(start, end);
}

/** The module bullet of the section: the one about every file a module takes. */
function moduleRecipe(): string {
  const bullet = whereThingsGo()
    .split(/\n(?=- \*\*)/)
    .find((b) => b.startsWith('- **A module**'));
  if (!bullet) throw new Error('README.md "Where things go" has no "A module" bullet');
  return bullet;
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

describe("the README's module recipe", () => {
  it('names every file outside src/modules that imports a module, and only those', () => {
    const importing = filesUnder('src')
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('src/modules/') && !f.startsWith('src/api/generated/'))
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .filter((f) => /from '@\/modules\//.test(read(f)));
    const named = codeSpans(moduleRecipe()).filter((p) => p.startsWith('src/app/'));
    // src/app/manifests.ts imports every manifest; the others are the optional wiring points.
    expect(new Set(importing)).toEqual(new Set(named));
  });

  it('holds for every module: its manifest is imported by src/app/manifests.ts', () => {
    const manifests = read('src/app/manifests.ts');
    const modules = readdirSync(join(ROOT, 'src/modules'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) expect(manifests).toContain(`'@/modules/${module.name}/manifest'`);
  });

  it('holds for every mock handler file: each is one line in mocks/handlers.ts', () => {
    const handlers = read('mocks/handlers.ts');
    const files = readdirSync(join(ROOT, 'mocks/handlers')).filter((f) => /\.ts$/.test(f) && !f.includes('.test.'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(handlers).toContain(`'./handlers/${file.replace(/\.ts$/, '')}'`);
  });
});
