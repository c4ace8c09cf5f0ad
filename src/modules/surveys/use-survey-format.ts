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
      date: (iso: string | null | undefined) => (iso ? ltr(formatJalali(new Date(iso), lng)) : ''),
    }),
    [lng],
  );
}
