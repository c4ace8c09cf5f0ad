import { useMemo } from 'react';
import { localizeDigits, ltr } from '@/lib/digits';
import { formatJalali } from '@/lib/jalali';
import { useLanguage } from '@/ui/use-language';

/** Jalali dates (YYYY/MM/DD) and the language's digits (modules.md 9). */
export function useSurveyFormat() {
  const lng = useLanguage();
  return useMemo(
    () => ({
      digits: (value: number | string) => localizeDigits(value, lng),
      // A date that does not parse is shown as a dash, never thrown (it took the page down).
      date: (iso: string | null | undefined) => {
        const date = iso ? new Date(iso) : null;
        if (!date) return '';
        return Number.isNaN(date.getTime()) ? '—' : ltr(formatJalali(date, lng));
      },
    }),
    [lng],
  );
}
