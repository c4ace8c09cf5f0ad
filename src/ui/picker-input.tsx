import { CloseButton, Input, Popover, type MantineSize } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from './use-calendar-labels';
import type { CalendarSystem } from './calendar-model';
import { useCalendarSystem } from './use-calendar-system';

/** What a date field shows around its calendar (DatePickerInput, DateRangePickerInput). */
export interface PickerFieldProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  size?: MantineSize;
  w?: number | string;
  'data-testid'?: string;
}

const FIELD_KEYS: ReadonlySet<string> = new Set([
  'label',
  'description',
  'error',
  'placeholder',
  'required',
  'disabled',
  'size',
  'w',
  'data-testid',
] satisfies (keyof PickerFieldProps)[]);

/** Splits a date field's props into the field's (for PickerInput) and the calendar's. */
export function splitPickerField<P extends PickerFieldProps>(
  props: P,
): [PickerFieldProps, Omit<P, keyof PickerFieldProps>] {
  const field: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (FIELD_KEYS.has(key) ? field : rest)[key] = value;
  return [field as PickerFieldProps, rest as Omit<P, keyof PickerFieldProps>];
}

/**
 * What both date fields start with: their props split into the field's and the calendar's, the
 * calendar system and its labels, the calendar namespace's texts, and the popover's open state.
 */
export function usePickerField<P extends PickerFieldProps & { calendar?: CalendarSystem }>(props: P) {
  const [field, pickerProps] = splitPickerField(props);
  const { t } = useTranslation('calendar');
  const system = useCalendarSystem(props.calendar);
  const labels = useCalendarLabels(system);
  const [opened, setOpened] = useState(false);
  return { field, pickerProps, t, system, labels, opened, setOpened };
}

export interface PickerInputProps extends PickerFieldProps {
  /** What the field shows: the chosen date(s), already formatted. */
  valueText: string | null;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /** Shows a clear button when there is a value. */
  clearable?: boolean;
  clearLabel: string;
  onClear: () => void;
  dialogLabel: string;
  /** Hidden form fields (ISO dates) so the picker works inside a plain <form>. */
  hidden?: ReactNode;
  children: ReactNode;
}

/**
 * The field part of the date pickers, like Mantine's DatePickerInput: a button styled as an
 * input that opens the calendar in a popover (focus trapped, Escape closes and returns focus).
 */
export function PickerInput({
  valueText,
  opened,
  onOpenedChange,
  clearable,
  clearLabel,
  onClear,
  dialogLabel,
  hidden,
  children,
  placeholder,
  disabled,
  ...wrapper
}: PickerInputProps) {
  const id = useId();
  const showClear = clearable && valueText && !disabled;
  return (
    <Input.Wrapper {...wrapper} id={id} labelProps={{ id: `${id}-label` }}>
      <Popover
        opened={opened}
        onChange={onOpenedChange}
        position="bottom-start"
        shadow="md"
        radius="md"
        trapFocus
        returnFocus
        closeOnEscape
        withinPortal
        disabled={disabled}
      >
        <Popover.Target>
          <Input
            component="button"
            type="button"
            id={id}
            aria-labelledby={wrapper.label ? `${id}-label ${id}-value` : undefined}
            size={wrapper.size}
            pointer
            disabled={disabled}
            error={wrapper.error ? true : undefined}
            onClick={() => onOpenedChange(!opened)}
            leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden />}
            rightSection={showClear ? <CloseButton size="sm" aria-label={clearLabel} onClick={onClear} /> : undefined}
            rightSectionPointerEvents={showClear ? 'all' : 'none'}
            data-placeholder={valueText ? undefined : true}
            styles={{ input: { textAlign: 'start' } }}
          >
            <span id={`${id}-value`}>{valueText ?? <Input.Placeholder>{placeholder}</Input.Placeholder>}</span>
          </Input>
        </Popover.Target>
        <Popover.Dropdown aria-label={dialogLabel} p="sm">
          {children}
        </Popover.Dropdown>
      </Popover>
      {hidden}
    </Input.Wrapper>
  );
}
