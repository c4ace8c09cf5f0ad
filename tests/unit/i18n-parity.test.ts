import { describe, expect, it } from 'vitest';
import { LATER_NAMESPACES, START_RESOURCES } from '@/i18n/namespaces';
import { PANEL_RESOURCES } from '@mocks/panel/panel-i18n';

type Tree = { [k: string]: unknown };

// Every file the app can load (src/i18n/i18n.ts finds them by this path), by language and namespace.
const files = import.meta.glob<Tree>('/src/i18n/locales/*/*.json', { eager: true, import: 'default' });
function language(lng: string): Record<string, Tree> {
  return Object.fromEntries(
    Object.entries(files).flatMap(([path, tree]) =>
      path.startsWith(`/src/i18n/locales/${lng}/`)
        ? [
            [
              path
                .split('/')
                .pop()!
                .replace(/\.json$/, ''),
              tree,
            ],
          ]
        : [],
    ),
  );
}
const [fa, en, ar] = [language('fa'), language('en'), language('ar')];

function keys(tree: unknown, prefix = ''): string[] {
  if (Array.isArray(tree)) return [`${prefix}[${tree.length}]`];
  if (tree && typeof tree === 'object') {
    return Object.entries(tree as Tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function empties(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return tree.trim() ? [] : [prefix];
  if (tree && typeof tree === 'object') {
    return Object.entries(tree as Tree).flatMap(([k, v]) => empties(v, `${prefix}.${k}`));
  }
  return [];
}

describe('translations', () => {
  it('fa, en and ar each have a file for every namespace of src/i18n/namespaces.ts, and no other', () => {
    const listed = [...Object.keys(START_RESOURCES), ...LATER_NAMESPACES].sort();
    expect(Object.keys(fa).sort()).toEqual(listed);
    expect(Object.keys(en).sort()).toEqual(listed);
    expect(Object.keys(ar).sort()).toEqual(listed);
  });

  for (const ns of Object.keys(fa)) {
    it(`namespace "${ns}" has the same keys in fa, en and ar, none empty`, () => {
      const faKeys = keys(fa[ns]).sort();
      expect(keys(en[ns]).sort()).toEqual(faKeys);
      expect(keys(ar[ns]).sort()).toEqual(faKeys);
      expect([...empties(fa[ns]), ...empties(en[ns]), ...empties(ar[ns])]).toEqual([]);
    });
  }

  // The mock panel's strings live beside it (mocks/panel/locales), outside the app's bundles.
  it('the mock panel has the same keys in fa, en and ar, none empty', () => {
    const { fa: panelFa, en: panelEn, ar: panelAr } = PANEL_RESOURCES;
    const faKeys = keys(panelFa).sort();
    expect(keys(panelEn).sort()).toEqual(faKeys);
    expect(keys(panelAr).sort()).toEqual(faKeys);
    expect([...empties(panelFa), ...empties(panelEn), ...empties(panelAr)]).toEqual([]);
  });
});
