import { describe, expect, it } from 'vitest';
import { formatInteger, isAllDigits, localizeDigits, ltr, LRM, normalizeDigits } from './digits';
import { formatMoney, rialsToTomans, tomansToRials } from './money';

// ICU as the oracle for grouping and digits (our formatter does not use Intl).
const icuFa = new Intl.NumberFormat('fa-IR', { useGrouping: true, maximumFractionDigits: 0 });
const icuAr = new Intl.NumberFormat('ar-u-nu-arab', { useGrouping: true, maximumFractionDigits: 0 });
const icuEn = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });
const strip = (s: string) => s.replace(/[\u200E\u200F\u061C]/g, '');

// A deterministic spread of magnitudes: 0..999 and then growing by ~7% up to 10^13.
function* samples() {
  for (let i = 0; i < 1000; i += 1) yield i;
  for (let v = 1000; v < 1e13; v = Math.floor(v * 1.07) + 13) yield v;
}

describe('integers and money against ICU', () => {
  it('groups thousands with the language digits exactly as ICU does (fa, ar, en)', () => {
    let n = 0;
    for (const v of samples()) {
      expect(formatInteger(v, 'fa')).toBe(strip(icuFa.format(v)));
      expect(formatInteger(v, 'ar')).toBe(strip(icuAr.format(v)));
      expect(formatInteger(v, 'en')).toBe(icuEn.format(v));
      n += 1;
    }
    expect(n).toBeGreaterThan(1300);
  });

  it('tomans are rials / 10 rounded down', () => {
    for (const v of samples()) expect(rialsToTomans(v)).toBe(Math.floor(v / 10));
    expect(rialsToTomans(125_009)).toBe(12_500);
    expect(rialsToTomans(-15)).toBe(-2);
    expect(tomansToRials(12_500)).toBe(125_000);
  });

  it('formats money with and without the unit label', () => {
    expect(formatMoney(125_000, 'fa', { unitLabel: 'تومان' })).toBe('۱۲٬۵۰۰ تومان');
    expect(formatMoney(125_000, 'fa')).toBe('۱۲٬۵۰۰');
    expect(formatMoney(125_000, 'en', { unitLabel: 'tomans' })).toBe('12,500 tomans');
    expect(formatMoney(99, 'ar')).toBe('٩');
    // A negative balance stays left-to-right inside RTL text.
    expect(formatMoney(-50_000, 'fa')).toBe(`${LRM}−۵٬۰۰۰${LRM}`);
  });
});

describe('one thousands separator per language', () => {
  const SEPARATOR = { fa: '\u066C', ar: '\u066C', en: ',' } as const;
  const OTHERS = /[,\u066C\u060C.\u066B'\u2019\s]/g;

  it.each([
    ['fa', '۴۵٬۰۰۰'],
    ['ar', '٤٥٬٠٠٠'],
    ['en', '45,000'],
  ] as const)('%s: 450,000 rials read %s', (lng, shown) => {
    expect(formatMoney(450_000, lng)).toBe(shown);
  });

  it.each(['fa', 'ar', 'en'] as const)('%s: every grouped amount uses its separator and no other mark', (lng) => {
    for (const v of samples()) {
      const shown = strip(formatMoney(v * 10, lng));
      const marks = shown.match(OTHERS) ?? [];
      expect(marks.every((m) => m === SEPARATOR[lng])).toBe(true);
      expect(marks).toHaveLength(Math.floor((String(v).length - 1) / 3));
    }
  });
});

describe('digits', () => {
  it('localises and normalises digits in all three scripts', () => {
    expect(localizeDigits('1403/02/05', 'fa')).toBe('۱۴۰۳/۰۲/۰۵');
    expect(localizeDigits(1234567890, 'ar')).toBe('١٢٣٤٥٦٧٨٩٠');
    expect(localizeDigits('12', 'en')).toBe('12');
    expect(normalizeDigits('۱۲۳٤٥٦abc')).toBe('123456abc');
    for (let i = 0; i < 10_000; i += 7) {
      expect(normalizeDigits(localizeDigits(i, 'fa'))).toBe(String(i));
      expect(normalizeDigits(localizeDigits(i, 'ar'))).toBe(String(i));
    }
    expect(isAllDigits('۱۲3٤')).toBe(true);
    expect(isAllDigits('12a')).toBe(false);
  });

  it('wraps codes in left-to-right marks', () => {
    expect(ltr('AB-12')).toBe('\u200EAB-12\u200E');
  });
});
