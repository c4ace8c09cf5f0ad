import { jdnToSelection, optionalJdn, type DateValue } from './calendar-model';
import type { DateSelection } from '@/lib/jalali';
import { DatePicker, type DatePickerProps } from './date-picker';
import { PickerInput, usePickerField, type PickerFieldProps } from './picker-input';
import { usePickedValue } from './use-picked-value';

export interface DatePickerInputProps extends Omit<DatePickerProps, 'autoFocus'>, PickerFieldProps {
  clearable?: boolean;
  /** Closes the popover once a day is chosen (platform.md 2.11: the default). */
  closeOnChange?: boolean;
  /** Adds a hidden input carrying the ISO date, for plain forms. */
  name?: string;
}

/** Date field with a Jalali calendar popover, like Mantine's DatePickerInput. */
export function DatePickerInput({
  clearable,
  closeOnChange = true,
  name,
  value,
  defaultValue,
  onChange,
  ...props
}: DatePickerInputProps) {
  const { field, pickerProps, t, system, labels, opened, setOpened } = usePickerField(props);
  const [current, setCurrent] = usePickedValue<DateValue | null, DateSelection | null>(
    value,
    defaultValue,
    null,
    onChange,
  );
  const jdn = optionalJdn(current);
  return (
    <PickerInput
      {...field}
      valueText={jdn === null ? null : labels.formatDay(jdn)}
      opened={opened}
      onOpenedChange={setOpened}
      clearable={clearable}
      clearLabel={t('clear')}
      onClear={() => setCurrent(null)}
      dialogLabel={t('dialogLabel')}
      hidden={name ? <input type="hidden" name={name} value={jdn === null ? '' : jdnToSelection(jdn).isoDate} /> : null}
    >
      <DatePicker
        {...pickerProps}
        calendar={system}
        value={current}
        onChange={(next) => {
          setCurrent(next);
          if (closeOnChange) setOpened(false);
        }}
        autoFocus
      />
    </PickerInput>
  );
}
