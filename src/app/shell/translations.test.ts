import arContent from '@/i18n/locales/ar/content.json';
import arShell from '@/i18n/locales/ar/shell.json';
import enContent from '@/i18n/locales/en/content.json';
import enShell from '@/i18n/locales/en/shell.json';
import faContent from '@/i18n/locales/fa/content.json';
import faShell from '@/i18n/locales/fa/shell.json';
import { paths } from '@/lib/paths';

/** Every key path of a resource (array items by their id when they have one). */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => keys(item, `${prefix}[${(item as { id?: string })?.id ?? i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

describe('shell and content translations', () => {
  it.each([
    ['shell', faShell, enShell, arShell],
    ['content', faContent, enContent, arContent],
  ])('%s has the same keys in fa, en and ar', (_ns, fa, en, ar) => {
    expect(keys(en).sort()).toEqual(keys(fa).sort());
    expect(keys(ar).sort()).toEqual(keys(fa).sort());
  });

  it('labels the named routes (breadcrumbs, palette); a route added later falls back to its name', () => {
    const named = Object.keys(paths);
    for (const label of Object.keys(faShell.routes)) expect(named).toContain(label);
    for (const name of [
      'Home',
      'FAQ',
      'Announcements',
      'PaymentResult',
      'Food',
      'FoodReserve',
      'UserWallet',
      'UserProfile',
    ]) {
      expect(Object.keys(faShell.routes)).toContain(name);
    }
  });

  it('keeps the interpolation placeholders of the Persian text', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    const flat = (obj: unknown): Record<string, string> =>
      Object.fromEntries(
        keys(obj).map((k) => [
          k,
          k
            .split(/\.|\[|\]/)
            .filter(Boolean)
            .reduce<unknown>(
              (o, part) =>
                Array.isArray(o) ? o.find((x: { id?: string }) => x.id === part) : (o as Record<string, unknown>)[part],
              obj,
            ) as string,
        ]),
      );
    for (const [fa, other] of [
      [faShell, enShell],
      [faShell, arShell],
      [faContent, enContent],
      [faContent, arContent],
    ] as const) {
      const f = flat(fa);
      const o = flat(other);
      for (const key of Object.keys(f))
        expect([key, placeholders(o[key] ?? '')]).toEqual([key, placeholders(f[key] ?? '')]);
    }
  });
});
