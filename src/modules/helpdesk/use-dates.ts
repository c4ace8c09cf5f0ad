import { useCallback } from 'react';
import { formatJalali } from '@/lib/jalali';
import { localizeDigits } from '@/lib/digits';
import { useLanguage } from '@/ui/use-language';

/** Jalali YYYY/MM/DD and digits in the reader's language. */
export function useHelpdeskFormat() {
  const lng = useLanguage();
  const date = useCallback((iso: string | null | undefined) => (iso ? formatJalali(new Date(iso), lng) : ''), [lng]);
  const digits = useCallback((n: number | string) => localizeDigits(n, lng), [lng]);
  return { date, digits };
}
