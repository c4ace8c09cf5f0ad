import { jdnToSelection, optionalJdn } from './calendar-model';
import {
  DateRangePicker,
  EMPTY_RANGE,
  type DateRangePickerProps,
  type DateRangeSelection,
  type DateRangeValue,
} from './date-range-picker';
import { PickerInput, usePickerField, type PickerFieldProps } from './picker-input';
import { usePickedValue } from './use-picked-value';

export interface DateRangePickerInputProps extends Omit<DateRangePickerProps, 'autoFocus'>, PickerFieldProps {
  clearable?: boolean;
  /** Closes the popover once both ends are chosen (default true). */
  closeOnChange?: boolean;
  /** Adds hidden inputs `${name}Start` and `${name}End` carrying ISO dates. */
  name?: string;
}

/** Date-range field with a Jalali calendar popover. */
export function DateRangePickerInput({
  clearable,
  closeOnChange = true,
  name,
  value,
  defaultValue,
  onChange,
  ...props
}: DateRangePickerInputProps) {
  const { field, pickerProps, t, system, labels, opened, setOpened } = usePickerField(props);
  const [current, setCurrent] = usePickedValue<DateRangeValue, DateRangeSelection>(
    value,
    defaultValue,
    EMPTY_RANGE,
    onChange,
  );
  const start = optionalJdn(current[0]);
  const end = optionalJdn(current[1]);
  const valueText =
    start === null
      ? null
      : t('range', { from: labels.formatDay(start), to: end === null ? '…' : labels.formatDay(end) });
  const iso = (jdn: number | null) => (jdn === null ? '' : jdnToSelection(jdn).isoDate);
  return (
    <PickerInput
      {...field}
      valueText={valueText}
      opened={opened}
      onOpenedChange={setOpened}
      clearable={clearable}
      clearLabel={t('clear')}
      onClear={() => setCurrent([null, null])}
      dialogLabel={t('rangeDialogLabel')}
      hidden={
        name ? (
          <>
            <input type="hidden" name={`${name}Start`} value={iso(start)} />
            <input type="hidden" name={`${name}End`} value={iso(end)} />
          </>
        ) : null
      }
    >
      <DateRangePicker
        {...pickerProps}
        calendar={system}
        value={current}
        onChange={(next) => {
          setCurrent(next);
          if (closeOnChange && next[0] && next[1]) setOpened(false);
        }}
        autoFocus
      />
    </PickerInput>
  );
}
