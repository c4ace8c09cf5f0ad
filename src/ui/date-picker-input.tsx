import type { MantineSize } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateSelection } from '@/lib/jalali';
import { jdnToSelection, optionalJdn, type DateValue } from './calendar-model';
import { DatePicker, type DatePickerProps } from './date-picker';
import { PickerInput } from './picker-input';
import { useCalendarLabels } from './use-calendar-labels';
import { useCalendarSystem } from './use-calendar-system';

export interface DatePickerInputProps extends Omit<DatePickerProps, 'autoFocus'> {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  /** Closes the popover once a day is chosen (platform.md 2.11: the default). */
  closeOnChange?: boolean;
  /** Adds a hidden input carrying the ISO date, for plain forms. */
  name?: string;
  size?: MantineSize;
  w?: number | string;
  'data-testid'?: string;
}

/** Date field with a Jalali calendar popover, like Mantine's DatePickerInput. */
export function DatePickerInput({
  label,
  description,
  error,
  placeholder,
  required,
  disabled,
  clearable,
  closeOnChange = true,
  name,
  size,
  w,
  value,
  defaultValue,
  onChange,
  'data-testid': testId,
  ...pickerProps
}: DatePickerInputProps) {
  const { t } = useTranslation('calendar');
  const system = useCalendarSystem(pickerProps.calendar);
  const labels = useCalendarLabels(system);
  const [opened, setOpened] = useState(false);
  const [current, setCurrent] = useUncontrolled<DateValue | null>({
    value,
    defaultValue,
    finalValue: null,
    onChange: (next) => onChange?.(next as DateSelection | null),
  });
  const jdn = optionalJdn(current);
  return (
    <PickerInput
      label={label}
      description={description}
      error={error}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      size={size}
      w={w}
      data-testid={testId}
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
