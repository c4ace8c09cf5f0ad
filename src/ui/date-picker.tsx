import { useUncontrolled } from '@mantine/hooks';
import type { DateSelection } from '@/lib/jalali';
import { jdnToSelection, optionalJdn, type DateValue } from './calendar-model';
import { JalaliCalendar, type JalaliCalendarProps } from './jalali-calendar';

export interface DatePickerProps
  extends Omit<JalaliCalendarProps, 'initialJdn' | 'minJdn' | 'maxJdn' | 'getDayState' | 'onDaySelect' | 'onDayHover'> {
  value?: DateValue | null;
  defaultValue?: DateValue | null;
  /** Gets year, month, day (Jalali), `jalali` 'YYYY/MM/DD', `isoDate` and `timestamp`. */
  onChange?: (value: DateSelection | null) => void;
  /** A day in the month to show first when there is no value. */
  defaultMonth?: DateValue;
  minDate?: DateValue;
  maxDate?: DateValue;
  /** Choosing the selected day again clears it. */
  allowDeselect?: boolean;
}

/** Inline Jalali date picker (platform.md 2.11): the result is a DateSelection. */
export function DatePicker({
  value,
  defaultValue,
  onChange,
  defaultMonth,
  minDate,
  maxDate,
  allowDeselect = false,
  ...calendarProps
}: DatePickerProps) {
  // What reaches setCurrent is always a DateSelection or null.
  const [current, setCurrent] = useUncontrolled<DateValue | null>({
    value,
    defaultValue,
    finalValue: null,
    onChange: (next) => onChange?.(next as DateSelection | null),
  });
  const selected = optionalJdn(current);
  return (
    <JalaliCalendar
      {...calendarProps}
      initialJdn={selected ?? optionalJdn(defaultMonth)}
      minJdn={optionalJdn(minDate)}
      maxJdn={optionalJdn(maxDate)}
      getDayState={(jdn) => ({ selected: jdn === selected })}
      onDaySelect={(jdn) => setCurrent(allowDeselect && jdn === selected ? null : jdnToSelection(jdn))}
    />
  );
}
