import { useMemo } from 'react';
import { localizeDigits, ltr } from '@/lib/digits';
import { jalaliString, parseJalali, toJalali, weekdayFromSaturday } from '@/lib/jalali';
import { useFixedT } from '@/i18n/language-context';
import { useLanguage } from './use-language';

/** The day part of a server date or date-time ("2025-01-15T10:00" -> "2025-01-15"). */
const dayOf = (date: string) => date.slice(0, 10);

export interface Formatters {
  /** A number with the language's digits. */
  digits: (value: number | string) => string;
  /** The weekday name of a server date ("شنبه"). */
  weekday: (date: string) => string;
  /** The Jalali `YYYY/MM/DD` of a server date (the server's dateJStr when given), kept in order in RTL. */
  jalali: (date: string, dateJStr?: string | null) => string;
  /** "شنبه ۱۴۰۳/۱۰/۲۹". */
  dayTitle: (date: string, dateJStr?: string | null) => string;
  /** A time of day ("12:30") with the language's digits. */
  time: (value: string | null | undefined) => string;
}

/** Dates are Jalali and digits follow the language (modules.md 9); one place for every screen's numbers and days. */
export function useFormatters(): Formatters {
  const lng = useLanguage();
  // Called by every card of a week: no useTranslation of its own (src/i18n/language-context.tsx).
  const t = useFixedT('calendar');
  return useMemo(() => {
    const weekdays = t('weekdays', { returnObjects: true });
    const digits = (value: number | string) => localizeDigits(value, lng);
    const jalali = (date: string, dateJStr?: string | null) => {
      const parsed = dateJStr ? parseJalali(dateJStr) : null;
      return ltr(digits(jalaliString(parsed ?? toJalali(dayOf(date)))));
    };
    const weekday = (date: string) => weekdays[weekdayFromSaturday(dayOf(date))] ?? '';
    return {
      digits,
      weekday,
      jalali,
      dayTitle: (date, dateJStr) => `${weekday(date)} ${jalali(date, dateJStr)}`,
      time: (value) => (value ? ltr(digits(value.slice(0, 5))) : ''),
    };
  }, [lng, t]);
}
