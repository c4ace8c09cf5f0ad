import { CloseButton, Input, Popover, type MantineSize } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

export interface PickerInputProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  size?: MantineSize;
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
  w?: number | string;
  'data-testid'?: string;
}

/**
 * The field part of the date pickers, like Mantine's DatePickerInput: a button styled as an
 * input that opens the calendar in a popover (focus trapped, Escape closes and returns focus).
 */
export function PickerInput({
  label,
  description,
  error,
  placeholder,
  required,
  disabled,
  size,
  valueText,
  opened,
  onOpenedChange,
  clearable,
  clearLabel,
  onClear,
  dialogLabel,
  hidden,
  children,
  w,
  'data-testid': testId,
}: PickerInputProps) {
  const id = useId();
  const showClear = clearable && valueText && !disabled;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      size={size}
      id={id}
      labelProps={{ id: `${id}-label` }}
      w={w}
      data-testid={testId}
    >
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
            aria-labelledby={label ? `${id}-label ${id}-value` : undefined}
            size={size}
            pointer
            disabled={disabled}
            error={error ? true : undefined}
            onClick={() => onOpenedChange(!opened)}
            leftSection={<IconCalendar size={18} stroke={1.6} aria-hidden />}
            rightSection={
              showClear ? <CloseButton size="sm" aria-label={clearLabel} onClick={onClear} /> : undefined
            }
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
