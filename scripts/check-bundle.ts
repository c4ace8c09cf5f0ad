/**
 * Run after a production build: proves that no mock code (MSW, faker, @mswjs/data, the worker
 * script) reached a build made without mock mode, and prints the initial transfer size.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const forbidden = [/setupWorker/, /mockServiceWorker/, /@faker-js|fakerFA|faker\.person/, /__mock\//];
const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else files.push(p);
  }
};
walk(dist);

const problems: string[] = [];
if (existsSync(join(dist, 'mockServiceWorker.js'))) problems.push('dist/mockServiceWorker.js exists');
for (const f of files.filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(f, 'utf8');
  for (const re of forbidden) if (re.test(text)) problems.push(`${f} contains ${re}`);
}
if (problems.length) {
  console.error(`Mock code reached the production build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// Mantine's styles are imported per component (src/ui/styles/): a class a component sets (m_xxxxxxxx)
// with no rule in any stylesheet means a component's CSS was left out of those lists.
const cssText = files.filter((f) => f.endsWith('.css')).map((f) => readFileSync(f, 'utf8')).join('\n');
const unstyled = new Set<string>();
for (const f of files.filter((f) => f.endsWith('.js'))) {
  for (const m of readFileSync(f, 'utf8').matchAll(/["'](m_[0-9a-f]{8})["']/g)) if (!cssText.includes(m[1]!)) unstyled.add(`${m[1]} (${f})`);
}
if (unstyled.size) {
  console.error(`Mantine classes without CSS (add the component to src/ui/styles/*.css):\n  ${[...unstyled].join('\n  ')}`);
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(static\/[^"]+\.(?:js|css))"/g)].map((m) => join(dist, m[1]!));
const gz = initial.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
console.log(`bundle: no mock code; initial JS+CSS ${(gz / 1024).toFixed(1)} kB gzip in ${initial.length} files`);
