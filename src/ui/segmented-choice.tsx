import type { MantineColor } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceItem<V extends string> {
  value: V;
  label: ReactNode;
}

export interface SegmentedChoiceProps<V extends string> {
  value: V;
  onChange: (value: V) => void;
  data: readonly SegmentedChoiceItem<V>[];
  /** Names the group for assistive technology (or `aria-labelledby`). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  fullWidth?: boolean;
  size?: 'xs' | 'sm';
  /** The chosen segment filled with this theme colour (white on it) instead of white. */
  color?: MantineColor;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * One of a few values as a row of segments, with the semantics of Mantine's SegmentedControl: a
 * radiogroup of native radios (one tab stop, arrow keys, each labelled by its segment).
 * Mantine's control slides an indicator that it places with getBoundingClientRect and
 * getComputedStyle from two ResizeObservers: on the reserve page, whose week renders in slices, that
 * forced a layout at every slice (long tasks on a slow phone). Here the
 * chosen segment is styled by CSS and nothing is measured.
 */
export function SegmentedChoice<V extends string>({
  value,
  onChange,
  data,
  fullWidth,
  size = 'sm',
  color,
  disabled,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'data-testid': testId,
}: SegmentedChoiceProps<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      className={classes.root}
      data-full-width={fullWidth || undefined}
      data-size={size}
      data-disabled={disabled || undefined}
      style={
        color
          ? ({
              '--sc-color': `var(--mantine-color-${color}-filled)`,
              '--sc-label-color': 'var(--mantine-color-white)',
            } as CSSProperties)
          : undefined
      }
      data-testid={testId}
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const active = item.value === value;
        return (
          <div key={item.value} className={classes.control} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              id={id}
              value={item.value}
              checked={active}
              disabled={disabled}
              onChange={() => onChange(item.value)}
            />
            <label className={classes.label} htmlFor={id}>
              {item.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
