import type { DateSelection } from '@/lib/jalali';
import { jdnToSelection, optionalJdn, type DateValue } from './calendar-model';
import { JalaliCalendar, type JalaliCalendarProps } from './jalali-calendar';
import { usePickedValue } from './use-picked-value';

export interface DatePickerProps extends Omit<
  JalaliCalendarProps,
  'initialJdn' | 'minJdn' | 'maxJdn' | 'getDayState' | 'onDaySelect' | 'onDayHover'
> {
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
  const [current, setCurrent] = usePickedValue<DateValue | null, DateSelection | null>(
    value,
    defaultValue,
    null,
    onChange,
  );
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
