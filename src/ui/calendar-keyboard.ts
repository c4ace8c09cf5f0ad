import { addMonthsJdn, addYearsJdn, endOfWeekJdn, startOfWeekJdn, type CalendarSystem } from './calendar-model';

export type TextDirection = 'ltr' | 'rtl';

/**
 * Where a key moves the focused day of a month grid (null: the key is not a navigation key).
 * Arrows are visual: in RTL the grid runs right to left, so ArrowRight goes to the previous day.
 * Home/End go to the week's Saturday/Friday, PageUp/PageDown by a month, with Shift by a year.
 */
export function dayKeyTarget(
  key: string,
  jdn: number,
  options: { dir: TextDirection; system: CalendarSystem; shiftKey?: boolean },
): number | null {
  const forward = options.dir === 'rtl' ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return jdn + forward;
    case 'ArrowLeft':
      return jdn - forward;
    case 'ArrowUp':
      return jdn - 7;
    case 'ArrowDown':
      return jdn + 7;
    case 'Home':
      return startOfWeekJdn(jdn);
    case 'End':
      return endOfWeekJdn(jdn);
    case 'PageUp':
      return options.shiftKey ? addYearsJdn(options.system, jdn, -1) : addMonthsJdn(options.system, jdn, -1);
    case 'PageDown':
      return options.shiftKey ? addYearsJdn(options.system, jdn, 1) : addMonthsJdn(options.system, jdn, 1);
    default:
      return null;
  }
}

/**
 * Index moves in a grid of `columns` cells (the year level's months, the decade level's years,
 * card selectors). Same visual rule for arrows in RTL. Null when the key is not handled.
 */
export function gridKeyTarget(
  key: string,
  index: number,
  options: { dir: TextDirection; columns: number; count: number },
): number | null {
  const forward = options.dir === 'rtl' ? -1 : 1;
  let next: number;
  switch (key) {
    case 'ArrowRight':
      next = index + forward;
      break;
    case 'ArrowLeft':
      next = index - forward;
      break;
    case 'ArrowUp':
      next = index - options.columns;
      break;
    case 'ArrowDown':
      next = index + options.columns;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = options.count - 1;
      break;
    default:
      return null;
  }
  return Math.min(Math.max(next, 0), options.count - 1);
}
