import type { MantineSize } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { jdnToSelection, optionalJdn } from './calendar-model';
import {
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangeSelection,
  type DateRangeValue,
} from './date-range-picker';
import { PickerInput } from './picker-input';
import { useCalendarLabels } from './use-calendar-labels';
import { useCalendarSystem } from './use-calendar-system';

export interface DateRangePickerInputProps extends Omit<DateRangePickerProps, 'autoFocus'> {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  /** Closes the popover once both ends are chosen (default true). */
  closeOnChange?: boolean;
  /** Adds hidden inputs `${name}Start` and `${name}End` carrying ISO dates. */
  name?: string;
  size?: MantineSize;
  w?: number | string;
  'data-testid'?: string;
}

const EMPTY: DateRangeValue = [null, null];

/** Date-range field with a Jalali calendar popover. */
export function DateRangePickerInput({
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
}: DateRangePickerInputProps) {
  const { t } = useTranslation('calendar');
  const system = useCalendarSystem(pickerProps.calendar);
  const labels = useCalendarLabels(system);
  const [opened, setOpened] = useState(false);
  const [current, setCurrent] = useUncontrolled<DateRangeValue>({
    value,
    defaultValue,
    finalValue: EMPTY,
    onChange: (next) => onChange?.(next as DateRangeSelection),
  });
  const start = optionalJdn(current[0]);
  const end = optionalJdn(current[1]);
  const valueText =
    start === null
      ? null
      : t('range', { from: labels.formatDay(start), to: end === null ? '…' : labels.formatDay(end) });
  const iso = (jdn: number | null) => (jdn === null ? '' : jdnToSelection(jdn).isoDate);
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
