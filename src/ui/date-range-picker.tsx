import { useState } from 'react';
import type { DateSelection } from '@/lib/jalali';
import { jdnToSelection, optionalJdn, type DateValue } from './calendar-model';
import { JalaliCalendar, type JalaliCalendarProps } from './jalali-calendar';
import { usePickedValue } from './use-picked-value';
import type { DayState } from './jalali-month-grid';

/** [start, end]; the end is null while only the start has been chosen. */
export type DateRangeSelection = [DateSelection | null, DateSelection | null];
export type DateRangeValue = [DateValue | null, DateValue | null];

export interface DateRangePickerProps extends Omit<
  JalaliCalendarProps,
  'initialJdn' | 'minJdn' | 'maxJdn' | 'getDayState' | 'onDaySelect' | 'onDayHover'
> {
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  onChange?: (value: DateRangeSelection) => void;
  defaultMonth?: DateValue;
  minDate?: DateValue;
  maxDate?: DateValue;
  /** Allows a range of one day (choosing the start again); otherwise that clears the range. */
  allowSingleDateInRange?: boolean;
}

export const EMPTY_RANGE: DateRangeValue = [null, null];

/** The range a click produces, as Mantine's DatePicker type="range" does it. */
export function nextRange(
  start: number | null,
  end: number | null,
  clicked: number,
  allowSingleDateInRange: boolean,
): [number | null, number | null] {
  if (start === null || end !== null) return [clicked, null];
  if (clicked === start) return allowSingleDateInRange ? [clicked, clicked] : [null, null];
  return clicked < start ? [clicked, start] : [start, clicked];
}

/** Inline Jalali range picker: first choice is the start, second the end (in either order). */
export function DateRangePicker({
  value,
  defaultValue,
  onChange,
  defaultMonth,
  minDate,
  maxDate,
  allowSingleDateInRange = false,
  ...calendarProps
}: DateRangePickerProps) {
  const [current, setCurrent] = usePickedValue<DateRangeValue, DateRangeSelection>(
    value,
    defaultValue,
    EMPTY_RANGE,
    onChange,
  );
  const [hovered, setHovered] = useState<number | null>(null);
  const start = optionalJdn(current[0]);
  const end = optionalJdn(current[1]);
  const previewEnd = end ?? (start !== null ? hovered : null);
  const lo = start !== null && previewEnd !== null ? Math.min(start, previewEnd) : start;
  const hi = start !== null && previewEnd !== null ? Math.max(start, previewEnd) : start;

  const getDayState = (jdn: number): DayState => {
    if (lo === null || hi === null) return {};
    return {
      selected: jdn === start || jdn === end,
      inRange: jdn >= lo && jdn <= hi,
      firstInRange: jdn === lo,
      lastInRange: jdn === hi,
    };
  };

  return (
    <JalaliCalendar
      {...calendarProps}
      initialJdn={start ?? optionalJdn(defaultMonth)}
      minJdn={optionalJdn(minDate)}
      maxJdn={optionalJdn(maxDate)}
      getDayState={getDayState}
      onDayHover={setHovered}
      onDaySelect={(jdn) => {
        const [s, e] = nextRange(start, end, jdn, allowSingleDateInRange);
        setCurrent([s === null ? null : jdnToSelection(s), e === null ? null : jdnToSelection(e)]);
      }}
    />
  );
}
