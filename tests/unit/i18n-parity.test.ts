import { describe, expect, it } from 'vitest';
import ar from '@/i18n/locales/ar';
import en from '@/i18n/locales/en';
import fa from '@/i18n/locales/fa';
import { PANEL_RESOURCES } from '@mocks/panel/panel-i18n';

type Tree = { [k: string]: unknown };

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
  it('fa, en and ar have the same namespaces', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fa).sort());
    expect(Object.keys(ar).sort()).toEqual(Object.keys(fa).sort());
  });

  for (const ns of Object.keys(fa) as (keyof typeof fa)[]) {
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
