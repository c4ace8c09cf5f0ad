import { UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import classes from './calendar.module.css';
import { DAYS_IN_WEEK, type MonthModel } from './calendar-model';
import type { CalendarLabels } from './use-calendar-labels';

export interface DayState {
  selected?: boolean;
  inRange?: boolean;
  firstInRange?: boolean;
  lastInRange?: boolean;
}

export interface JalaliMonthGridProps {
  model: MonthModel;
  labels: CalendarLabels;
  /** The one day reachable with Tab (roving tabindex); always a day of the shown month. */
  focusedJdn: number;
  todayJdn: number;
  isDisabled: (jdn: number) => boolean;
  getDayState?: (jdn: number) => DayState;
  onDayClick: (jdn: number) => void;
  onDayKeyDown: (event: KeyboardEvent<HTMLButtonElement>, jdn: number) => void;
  onDayHover?: (jdn: number | null) => void;
  /** Marks the focused day for Mantine's focus trap (a popover focuses it when it opens). */
  autoFocusDay?: boolean;
}

const WEEKDAYS = Array.from({ length: DAYS_IN_WEEK }, (_, i) => i);

/**
 * One month as an ARIA grid: Saturday-first columns, Friday (the weekend) in red as Mantine draws
 * weekends, each day a button labelled with its full date. Selection lives on the gridcell
 * (aria-selected); aria-disabled days stay focusable so keyboard users can pass over them.
 */
export function JalaliMonthGrid({
  model,
  labels,
  focusedJdn,
  todayJdn,
  isDisabled,
  getDayState,
  onDayClick,
  onDayKeyDown,
  onDayHover,
  autoFocusDay,
}: JalaliMonthGridProps) {
  return (
    <table
      className={classes.grid}
      role="grid"
      aria-label={labels.monthYear(model.year, model.month)}
      onMouseLeave={() => onDayHover?.(null)}
    >
      <thead>
        <tr role="row">
          {WEEKDAYS.map((weekday) => (
            <th
              key={weekday}
              role="columnheader"
              scope="col"
              abbr={labels.weekdayName(weekday)}
              aria-label={labels.weekdayName(weekday)}
              className={classes.weekday}
              data-weekend={weekday === 6 || undefined}
            >
              {labels.weekdayShort(weekday)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {model.weeks.map((week) => (
          <tr role="row" key={week[0]!.jdn}>
            {week.map((day) => {
              const state = getDayState?.(day.jdn) ?? {};
              const disabled = isDisabled(day.jdn);
              const focused = day.jdn === focusedJdn;
              const today = day.jdn === todayJdn;
              return (
                <td
                  key={day.jdn}
                  role="gridcell"
                  className={classes.cell}
                  aria-selected={state.selected ? true : false}
                >
                  <UnstyledButton
                    className={classes.day}
                    tabIndex={focused ? 0 : -1}
                    aria-label={labels.dayLabel(day.jdn)}
                    aria-disabled={disabled || undefined}
                    aria-current={today ? 'date' : undefined}
                    data-jdn={day.jdn}
                    data-roving={focused || undefined}
                    data-autofocus={(focused && autoFocusDay) || undefined}
                    data-weekend={day.weekday === 6 || undefined}
                    data-outside={!day.inMonth || undefined}
                    data-today={today || undefined}
                    data-disabled={disabled || undefined}
                    data-selected={state.selected || undefined}
                    data-in-range={(state.inRange && !state.selected) || undefined}
                    data-first-in-range={state.firstInRange || undefined}
                    data-last-in-range={state.lastInRange || undefined}
                    onClick={() => {
                      if (!disabled) onDayClick(day.jdn);
                    }}
                    onKeyDown={(event) => onDayKeyDown(event, day.jdn)}
                    onMouseEnter={() => onDayHover?.(disabled ? null : day.jdn)}
                  >
                    {labels.digits(day.day)}
                  </UnstyledButton>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
