import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { memo } from 'react';

interface SelfPickerProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange' | 'onSelect'> {
  /** The selfs to choose from (undefined while they load). */
  selfs: readonly { id: number; name?: string | null }[] | undefined;
  /** The chosen self's id, or null. */
  value: number | null;
  /** The prompt shown until a self is chosen. */
  prompt: string;
  onSelect: (id: number) => void;
}

/**
 * The self chooser of the reserve page's and the week planner's toolbars. A native select: the
 * phone's own picker, and no popover code in the reserve page's first load. Until a self
 * is chosen it shows a prompt that cannot be chosen back. Memoized: the reserve page renders again
 * with each answer it reads (TBT).
 */
export const SelfPicker = memo(function SelfPicker({ selfs, value, prompt, onSelect, ...props }: SelfPickerProps) {
  const data = [
    ...(value === null ? [{ value: '', label: prompt, disabled: true }] : []),
    ...(selfs ?? []).map((s) => ({ value: String(s.id), label: s.name ?? String(s.id) })),
  ];
  return (
    <NativeSelect
      {...props}
      data={data}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const id = Number(event.currentTarget.value);
        if (Number.isInteger(id) && id > 0) onSelect(id);
      }}
    />
  );
});
