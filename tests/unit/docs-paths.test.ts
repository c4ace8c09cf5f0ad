// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Every path a document names exists: the README and docs/ are how a newcomer finds the
 * code, and a name that moved sends them nowhere. Checked: every repository path in `code spans`
 * and every relative link target of each Markdown file. Not checked: globs and <placeholders>
 * (their folder is), addresses, package paths, and what the build or the tests create.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = resolve(ROOT, '../shared');
/** Made by the build, the tests or npm: named by the docs, never in a clean clone. */
const CREATED = new Set([
  'node_modules',
  'dist',
  'dist-mock',
  'dist-bench-minimal',
  'dist-bench-floor',
  'dist-prerender',
  'dist-mock-prerender',
  'test-results',
  'qa-results',
  'playwright-report',
  'coverage',
  '.artifacts',
]);
const SKIPPED_DIRS = new Set([...CREATED, '.git']);
/** Extensions that make a bare name (`reserve-page.tsx`) a file name to look for. */
const FILE_NAME =
  /^\.?[\w@+-][\w.@+-]*\.(ts|tsx|mts|cts|js|cjs|mjs|json|md|css|yaml|yml|html|sh|rb|webmanifest|woff2|svg|png)$/;
const MAX_README_LINES = 150;

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name), found);
    } else found.push(relative(ROOT, join(dir, entry.name)).split(sep).join('/'));
  }
  return found;
}

const files = walk(ROOT);
const rootEntries = new Set(readdirSync(ROOT).filter((n) => !CREATED.has(n)));
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<
  string,
  Record<string, string> | undefined
>;
const packages = new Set([
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys(packageJson.devDependencies ?? {}),
]);
const docs = files.filter((f) => f.endsWith('.md') && !f.startsWith('src/api/generated/'));

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expandBraces(token: string): string[] {
  const m = /\{([^{}]*)\}/.exec(token);
  if (!m) return [token];
  return m[1]!
    .split(',')
    .flatMap((alt) => expandBraces(token.slice(0, m.index) + alt + token.slice(m.index + m[0].length)));
}

function exists(path: string, wantDir: boolean): boolean {
  if (!existsSync(path)) return false;
  return !wantDir || statSync(path).isDirectory();
}

/** Why a path named in a code span does not hold, or null when it holds or is not a repository path. */
function checkCodeToken(raw: string): string | null {
  let token = raw.replace(/^[("'[]+/, '').replace(/[.,;:)'"\]]+$/, '');
  if (token.includes('=')) token = token.slice(token.lastIndexOf('=') + 1);
  token = token.replace(/[#?].*$/, '').replace(/:\d+$/, '');
  if (!token || token.includes('://') || /^[/~@$-]/.test(token)) return null;
  if (token.startsWith('../shared/')) {
    if (!existsSync(SHARED)) return null;
    return existsSync(resolve(ROOT, token)) ? null : 'missing';
  }
  if (token.startsWith('../')) return null;
  token = token.replace(/^\.\//, '');
  const first = token.split('/')[0]!;
  if (CREATED.has(first.replace(/\/$/, ''))) return null;

  for (const path of expandBraces(token)) {
    const wild = path.search(/[*<…]/);
    if (wild >= 0) {
      // A glob or a placeholder: its folder must exist.
      const folder = path.slice(0, path.lastIndexOf('/', wild) + 1);
      if (folder && rootEntries.has(folder.split('/')[0]!) && !exists(join(ROOT, folder), true))
        return `folder ${folder} missing`;
      continue;
    }
    if (path.includes('/') && rootEntries.has(first)) {
      if (!exists(join(ROOT, path), path.endsWith('/'))) return 'missing';
    } else if (!path.includes('/')) {
      if (FILE_NAME.test(path) && !files.some((f) => f === path || f.endsWith(`/${path}`)))
        return 'no file of this name';
    } else if (
      FILE_NAME.test(path.split('/').pop()!) &&
      !packages.has(first) &&
      !packages.has(path.split('/').slice(0, 2).join('/'))
    ) {
      // A partial path (`reserve/reserve-prefetch.ts`): some file ends with it.
      if (!files.some((f) => f.endsWith(`/${path}`))) return 'no file ends with this';
    }
  }
  return null;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slugOf(m[1]!)));
}

/** Why a link target does not hold, or null. */
function checkLink(doc: string, target: string): string | null {
  const [path = '', anchor] = target.replace(/\?[^#]*/, '').split('#');
  if (/^[a-z]+:/i.test(path) || path.startsWith('/')) return null;
  const absolute = path ? resolve(ROOT, dirname(doc), decodeURI(path)) : join(ROOT, doc);
  if (!absolute.startsWith(ROOT + sep)) {
    if (absolute.startsWith(SHARED + sep) && existsSync(SHARED)) return existsSync(absolute) ? null : 'missing';
    return null;
  }
  if (!existsSync(absolute)) return 'missing';
  if (anchor && absolute.endsWith('.md') && !anchorsOf(absolute).has(anchor)) return `no heading #${anchor}`;
  return null;
}

function problemsOf(doc: string): string[] {
  const text = readFileSync(join(ROOT, doc), 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const problems: string[] = [];
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const token of span!.split(/\s+/)) {
      const why = checkCodeToken(token);
      if (why) problems.push(`${doc}: \`${token}\` (${why})`);
    }
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const why = checkLink(doc, target!);
    if (why) problems.push(`${doc}: link ${target} (${why})`);
  }
  return problems;
}

describe('the documentation', () => {
  it('covers the README, docs/, mocks/ and openapi/', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'mocks/README.md', 'openapi/README.md']));
    expect(docs.some((d) => d.startsWith('docs/'))).toBe(true);
  });

  it('names only paths that exist', () => {
    expect(docs.flatMap(problemsOf)).toEqual([]);
  });

  it(`keeps the README under ${MAX_README_LINES} lines (the rest is in docs/)`, () => {
    // As `wc -l` counts them.
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length - 1;
    expect(lines).toBeLessThan(MAX_README_LINES);
  });
});

describe('the path check itself', () => {
  it('finds a missing path, a moved file name and a missing glob folder', () => {
    expect(checkCodeToken('scripts/check-cycles.ts')).toBe('missing');
    expect(checkCodeToken('check-cycles.ts')).toBe('no file of this name');
    expect(checkCodeToken('src/nowhere/*.ts')).toBe('folder src/nowhere/ missing');
    expect(checkCodeToken('src/app/')).toBeNull();
    expect(checkCodeToken('src/app/manifests.ts')).toBeNull();
  });

  it('leaves addresses, packages, placeholders and build output alone', () => {
    for (const token of [
      'https://example.org/a.md',
      '/rest/users/me',
      '@mantine/core/styles.css',
      'zod/v4/core/schemas.js',
      'src/modules/<area>/manifest.ts',
      'dist/sw.js',
      'test-results/screenshots/',
    ]) {
      expect(checkCodeToken(token)).toBeNull();
    }
  });

  it('finds a link to a heading that is not there', () => {
    expect(checkLink('README.md', 'docs/testing.md#qa-replay')).toBeNull();
    expect(checkLink('docs/development.md', '#configuration')).toBeNull();
    expect(checkLink('docs/development.md', 'testing.md#no-such-heading')).toBe('no heading #no-such-heading');
    expect(slugOf('`npm start` and the production build: what differs')).toBe(
      'npm-start-and-the-production-build-what-differs',
    );
  });

  it('expands braces', () => {
    expect(expandBraces('src/i18n/locales/{fa,en}/x.json')).toEqual([
      'src/i18n/locales/fa/x.json',
      'src/i18n/locales/en/x.json',
    ]);
  });
});
