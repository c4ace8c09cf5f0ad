// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '@mocks/world/accounts';

/*
 * What a newcomer needs from the README before the first command: how to sign in, why `npm ci`
 * warns on Node 20 (the packages named are the ones package-lock.json says will), what ../shared is;
 * and the production build against the mock in docs/development.md, where the README sends them.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const readme = read('README.md');
const development = read('docs/development.md');

interface LockPackage {
  engines?: { node?: string } | string[];
  optional?: boolean;
  hasInstallScript?: boolean;
}
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockPackage> };
const installed = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/'));
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
const unique = (names: string[]) => [...new Set(names)].sort();

/** Whether a Node version satisfies an engines range of the forms the lock holds (`>=22.12`, `^20.19 || >=22`, `20`). */
function satisfies(version: string, range: string): boolean {
  const parse = (v: string) => v.replace(/^v/, '').split('.').map(Number) as [number, number?, number?];
  const cmp = (a: (number | undefined)[], b: (number | undefined)[]) => {
    for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
  };
  const v = parse(version);
  const normalized = range.replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1').replace(/\.[x*]/g, '');
  return normalized.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((part) => {
        const [, op = '', rest = ''] = /^(>=|<=|>|<|\^|~|=)?\s*(.*)$/.exec(part) ?? [];
        if (rest === '*' || rest === '') return true;
        const bound = parse(rest);
        const c = cmp(v, bound);
        if (op === '>=') return c >= 0;
        if (op === '>') return c > 0;
        if (op === '<') return c < 0;
        if (op === '<=') return c <= 0;
        if (op === '^') return v[0] === bound[0] && c >= 0;
        if (op === '~') return v[0] === bound[0] && v[1] === (bound[1] ?? v[1]) && c >= 0;
        // A bare `20` or `20.19`: that major (and minor), any rest.
        return bound.every((n, i) => n === undefined || v[i] === n);
      }),
  );
}

describe('the README for a newcomer', () => {
  it("names the mock's sign-in", () => {
    expect(readme).toContain(`\`${ACCOUNTS.student.username}\` / \`${ACCOUNTS.student.password}\``);
  });

  it('names every package whose engines make `npm ci` warn EBADENGINE on Node 20, and only those', () => {
    const node20 = '20.19.0';
    const warned = unique(
      installed
        .filter(([, p]) => !p.optional && !Array.isArray(p.engines) && p.engines?.node)
        .filter(([, p]) => !satisfies(node20, (p.engines as { node: string }).node))
        .map(([path]) => nameOf(path)),
    );
    expect(warned.length).toBeGreaterThan(0);
    const paragraph = readme.split('\n\n').find((block) => block.includes('EBADENGINE')) ?? '';
    const named = unique([...paragraph.matchAll(/`(@?[\w.-]+(?:\/[\w.-]+)?)`/g)].map((m) => m[1]!));
    expect(named.filter((n) => installed.some(([path]) => nameOf(path) === n))).toEqual(warned);
  });

  it('names every package that runs an install script', () => {
    const scripted = unique(installed.filter(([, p]) => p.hasInstallScript).map(([path]) => nameOf(path)));
    const paragraph = readme.split('\n\n').find((block) => block.includes('install script')) ?? '';
    for (const name of scripted) expect(paragraph).toContain(`\`${name}\``);
  });

  it('says what ../shared is and that a fresh clone has none', () => {
    const paragraph = readme.split('\n\n').find((block) => block.includes('fresh clone')) ?? '';
    expect(paragraph).toContain('`../shared/`');
  });
});

describe('docs/development.md', () => {
  it('holds the production build against the standalone mock', () => {
    expect(development).toContain('npm run mock:server');
    expect(development).toMatch(/npm run build && API_PROXY_TARGET=http:\/\/127\.0\.0\.1:9090 npm run preview/);
  });
});
