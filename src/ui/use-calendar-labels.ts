import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeDigits, ltr } from '@/lib/digits';
import { currentLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { jdnToParts, weekdayOfJdn, type CalendarSystem } from './calendar-model';

export interface CalendarLabels {
  lng: Language;
  system: CalendarSystem;
  /** A number in the language's digits. */
  digits: (value: number | string) => string;
  monthName: (month: number) => string;
  weekdayName: (weekday: number) => string;
  weekdayShort: (weekday: number) => string;
  /** "شنبه ۵ اردیبهشت ۱۴۰۳": what a screen reader says for a day. */
  dayLabel: (jdn: number) => string;
  /** "اردیبهشت ۱۴۰۳". */
  monthYear: (year: number, month: number) => string;
  /** `YYYY/MM/DD` in the calendar shown, with the language's digits, kept in order inside RTL text. */
  formatDay: (jdn: number) => string;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Month and weekday names from the `calendar` namespace, digits of the language. */
export function useCalendarLabels(system: CalendarSystem): CalendarLabels {
  const { t, i18n } = useTranslation('calendar');
  const lng = currentLanguage(i18n);
  return useMemo(() => {
    const months = t(system === 'jalali' ? 'jalaliMonths' : 'gregorianMonths', { returnObjects: true });
    const weekdays = t('weekdays', { returnObjects: true });
    const weekdaysShort = t('weekdaysShort', { returnObjects: true });
    const digits = (value: number | string) => localizeDigits(value, lng);
    const monthName = (month: number) => months[month - 1] ?? '';
    const weekdayName = (weekday: number) => weekdays[weekday] ?? '';
    return {
      lng,
      system,
      digits,
      monthName,
      weekdayName,
      weekdayShort: (weekday: number) => weekdaysShort[weekday] ?? '',
      dayLabel: (jdn: number) => {
        const p = jdnToParts(system, jdn);
        return t('dayLabel', {
          weekday: weekdayName(weekdayOfJdn(jdn)),
          day: digits(p.day),
          month: monthName(p.month),
          year: digits(p.year),
        });
      },
      monthYear: (year: number, month: number) => t('monthYear', { month: monthName(month), year: digits(year) }),
      formatDay: (jdn: number) => {
        const p = jdnToParts(system, jdn);
        return ltr(digits(`${pad(p.year, 4)}/${pad(p.month)}/${pad(p.day)}`));
      },
    };
  }, [t, lng, system]);
}
