import { UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import classes from './calendar.module.css';

export interface LevelCell {
  key: number;
  label: string;
  /** Full name for assistive technology when the visible label is short. */
  ariaLabel?: string;
  disabled?: boolean;
  current?: boolean;
  selected?: boolean;
}

export interface CalendarLevelGridProps {
  label: string;
  cells: LevelCell[];
  focusedIndex: number;
  autoFocusCell?: boolean;
  onSelect: (index: number) => void;
  onCellKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
}

/** The year level (12 months) and the decade level (10 years): three columns, roving tabindex. */
export function CalendarLevelGrid({
  label,
  cells,
  focusedIndex,
  autoFocusCell,
  onSelect,
  onCellKeyDown,
}: CalendarLevelGridProps) {
  return (
    <div className={classes.pickerGrid} role="group" aria-label={label}>
      {cells.map((cell, index) => {
        const focused = index === focusedIndex;
        return (
          <UnstyledButton
            key={cell.key}
            className={classes.pickerControl}
            tabIndex={focused ? 0 : -1}
            aria-label={cell.ariaLabel}
            aria-disabled={cell.disabled || undefined}
            aria-current={cell.current ? 'date' : undefined}
            aria-pressed={cell.selected || undefined}
            data-roving={focused || undefined}
            data-autofocus={(focused && autoFocusCell) || undefined}
            data-disabled={cell.disabled || undefined}
            data-today={cell.current || undefined}
            data-selected={cell.selected || undefined}
            onClick={() => {
              if (!cell.disabled) onSelect(index);
            }}
            onKeyDown={(event) => onCellKeyDown(event, index)}
          >
            {cell.label}
          </UnstyledButton>
        );
      })}
    </div>
  );
}
