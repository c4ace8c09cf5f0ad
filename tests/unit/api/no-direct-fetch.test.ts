// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** A call of the global fetch: `fetch(`, `globalThis.fetch(`, `window.fetch(`, `self.fetch(` (not `refetch(`, `obj.fetch(`). */
const DIRECT_FETCH = /(?:^|[^\w$.])fetch\s*\(|\b(?:globalThis|window|self)\s*\.\s*fetch\b/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|js|jsx)$/.test(name) ? [path] : [];
  });
}

describe('only the transport calls fetch', () => {
  it('no file in src/ (outside src/api) or machines/ calls fetch directly', () => {
    const offenders = ['src', 'machines']
      .flatMap((dir) => sources(join(root, dir)))
      .map((path) => relative(root, path).split('\\').join('/'))
      .filter((rel) => !rel.startsWith('src/api/') && !/\.test\.tsx?$/.test(rel))
      .flatMap((rel) =>
        readFileSync(join(root, rel), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${rel}:${i + 1}` }))
          .filter(({ line }) => !/^\s*(\/\/|\*)/.test(line) && DIRECT_FETCH.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });

  it('the pattern catches direct calls and ignores look-alikes', () => {
    for (const line of ["fetch('/rest')", 'await globalThis.fetch(r)', 'window.fetch(url)', 'const x = fetch (u)'])
      expect(DIRECT_FETCH.test(line), line).toBe(true);
    for (const line of [
      'query.refetch()',
      'queryClient.prefetchQuery(o)',
      'actors.fetchCaptcha()',
      "src: 'fetchCaptcha'",
    ])
      expect(DIRECT_FETCH.test(line), line).toBe(false);
  });
});
