import { useContext } from 'react';
import type { CalendarSystem } from './calendar-model';
import { CalendarSystemContext } from './calendar-system-context';
import { useLanguage } from './use-language';

/** Persian is always Jalali; en and ar follow the prop, then CalendarSystemProvider, then Jalali. */
export function useCalendarSystem(prop?: CalendarSystem): CalendarSystem {
  const fromContext = useContext(CalendarSystemContext);
  const lng = useLanguage();
  if (lng === 'fa') return 'jalali';
  return prop ?? fromContext;
}
