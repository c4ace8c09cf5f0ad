import type { Language } from '@/i18n/languages';
import { formatInteger, ltr } from './digits';

/** Money is stored in rials; people read tomans: rials / 10, rounded down. */
export function rialsToTomans(rials: number): number {
  return Math.floor(rials / 10);
}

/** What a user typed in tomans, as the rials the server expects (transfer amounts are sent ×10). */
export function tomansToRials(tomans: number): number {
  return Math.round(tomans) * 10;
}

export interface MoneyOptions {
  /** The "tomans" label, already translated; omitted when the hide-tomans setting is on. */
  unitLabel?: string | null;
}

/** "۱۲٬۵۰۰ تومان": tomans with separators and the language's digits, kept LTR when negative. */
export function formatMoney(rials: number, lng: Language, options: MoneyOptions = {}): string {
  const tomans = rialsToTomans(rials);
  const amount = tomans < 0 && lng !== 'en' ? ltr(formatInteger(tomans, lng)) : formatInteger(tomans, lng);
  return options.unitLabel ? `${amount} ${options.unitLabel}` : amount;
}
