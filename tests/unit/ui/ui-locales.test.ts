import { describe, expect, it } from 'vitest';
import arCalendar from '@/i18n/locales/ar/calendar.json';
import arUi from '@/i18n/locales/ar/ui.json';
import enCalendar from '@/i18n/locales/en/calendar.json';
import enUi from '@/i18n/locales/en/ui.json';
import faCalendar from '@/i18n/locales/fa/calendar.json';
import faUi from '@/i18n/locales/fa/ui.json';

const fa = { ui: faUi, calendar: faCalendar };
const en = { ui: enUi, calendar: enCalendar };
const ar = { ui: arUi, calendar: arCalendar };

/** Every key path with the shape of its value (arrays keep their length). */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

describe('ui and calendar translations', () => {
  it.each(['ui', 'calendar'] as const)('%s has the same keys in fa, en and ar', (ns) => {
    expect(shape(en[ns])).toEqual(shape(fa[ns]));
    expect(shape(ar[ns])).toEqual(shape(fa[ns]));
  });

  it('keeps interpolation placeholders in every language', () => {
    const placeholders = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const walk = (a: unknown, b: unknown, path: string) => {
      if (typeof a === 'string') {
        expect(placeholders(b as string), path).toEqual(placeholders(a));
        return;
      }
      if (a && typeof a === 'object')
        for (const k of Object.keys(a)) walk((a as never)[k], (b as never)[k], `${path}.${k}`);
    };
    for (const ns of ['ui', 'calendar'] as const) {
      walk(fa[ns], en[ns], ns);
      walk(fa[ns], ar[ns], ns);
    }
  });
});
