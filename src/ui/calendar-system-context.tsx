import { createContext, type ReactNode } from 'react';
import type { CalendarSystem } from './calendar-model';

/**
 * The calendar English and Arabic screens show by default (Persian is always Jalali). An app can
 * wrap its tree with <CalendarSystemProvider value="gregorian"> to make that the default; a
 * picker's own `calendar` prop wins over it.
 */
export const CalendarSystemContext = createContext<CalendarSystem>('jalali');

export function CalendarSystemProvider({ value, children }: { value: CalendarSystem; children: ReactNode }) {
  return <CalendarSystemContext.Provider value={value}>{children}</CalendarSystemContext.Provider>;
}
