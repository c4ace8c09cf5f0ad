import { useUncontrolled } from '@mantine/hooks';

/**
 * The pickers' value, controlled or not. `Selection` is what onChange hands out: the pickers only
 * ever set full selections (DateSelection, or a pair of them), so the cast is safe.
 */
export function usePickedValue<Value, Selection>(
  value: Value | undefined,
  defaultValue: Value | undefined,
  finalValue: Value,
  onChange: ((selection: Selection) => void) | undefined,
) {
  return useUncontrolled<Value>({
    value,
    defaultValue,
    finalValue,
    onChange: (next) => onChange?.(next as unknown as Selection),
  });
}
