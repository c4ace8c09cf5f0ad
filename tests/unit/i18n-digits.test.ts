import { describe, expect, it } from 'vitest';

/*
 * Persian text uses Persian digits, Arabic text Arabic-Indic ones (platform.md 9): a Latin digit
 * inside a fa or ar string is a mistake, except in an interpolation ({{count}}, localized by the
 * caller) or inside a Latin word (a paper size, A4). A list of Latin words joined by a Persian or
 * Arabic comma is one left-to-right run to the bidi algorithm and reads in the wrong order
 * ("png یا pdf، jpg"): such a list is joined by words (یا, أو) instead.
 */

type Tree = { [k: string]: unknown };
const files = import.meta.glob<Tree>('/src/i18n/locales/*/*.json', { eager: true, import: 'default' });

function strings(tree: unknown, prefix: string): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree && typeof tree === 'object')
    return Object.entries(tree as Tree).flatMap(([k, v]) => strings(v, `${prefix}.${k}`));
  return [];
}

function texts(lng: 'fa' | 'ar'): [string, string][] {
  return Object.entries(files).flatMap(([path, tree]) =>
    path.startsWith(`/src/i18n/locales/${lng}/`)
      ? strings(
          tree,
          path
            .split('/')
            .pop()!
            .replace(/\.json$/, ''),
        )
      : [],
  );
}

/** The text without interpolations, tags and Latin words (which may hold digits: A4, mp4). */
const prose = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[A-Za-z][A-Za-z0-9]*/g, ' ');

describe.each(['fa', 'ar'] as const)('%s strings', (lng) => {
  it('hold no Latin digit outside interpolations and Latin words', () => {
    const latin = texts(lng).filter(([, text]) => /[0-9]/.test(prose(text)));
    expect(latin).toEqual([]);
  });

  it('never join Latin words with a Persian or Arabic comma alone (bidi reorders the list)', () => {
    const lists = texts(lng).filter(([, text]) =>
      /[A-Za-z0-9]\s*[،,]\s*[A-Za-z]/.test(text.replace(/\{\{[^}]*\}\}/g, '')),
    );
    expect(lists).toEqual([]);
  });
});
