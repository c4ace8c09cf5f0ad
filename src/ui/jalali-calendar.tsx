import { Box, useDirection } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateSelection } from '@/lib/jalali';
import classes from './calendar.module.css';
import { dayKeyTarget, gridKeyTarget } from './calendar-keyboard';
import { CalendarHeader } from './calendar-header';
import { CalendarLevelGrid, type LevelCell } from './calendar-level-grid';
import {
  addMonthsJdn,
  addYearsJdn,
  clampJdn,
  dateToJdn,
  decadeStart,
  getMonthModel,
  jdnToParts,
  jdnToSelection,
  monthIntersects,
  monthLength,
  partsToJdn,
  yearIntersects,
  type CalendarLevel,
  type CalendarSystem,
} from './calendar-model';
import { JalaliMonthGrid, type DayState } from './jalali-month-grid';
import { useCalendarLabels } from './use-calendar-labels';
import { useCalendarSystem } from './use-calendar-system';

export interface JalaliCalendarProps {
  /** en/ar only (Persian is always Jalali); default from CalendarSystemProvider, else Jalali. */
  calendar?: CalendarSystem;
  /** The day the calendar opens on (focus and month), as a Julian day number. */
  initialJdn?: number | null;
  /** "Today" for marking and the initial month; tests pass a fixed clock. */
  today?: Date;
  minJdn?: number | null;
  maxJdn?: number | null;
  /** Days that cannot be chosen (besides those outside min/max). */
  excludeDate?: (day: DateSelection) => boolean;
  getDayState?: (jdn: number) => DayState;
  onDaySelect: (jdn: number) => void;
  /** The day under the pointer or the keyboard focus (range preview); null when it leaves. */
  onDayHover?: (jdn: number | null) => void;
  /** Puts data-autofocus on the focusable day so a popover's focus trap lands on it. */
  autoFocus?: boolean;
}

/**
 * The calendar itself (no input): month grid, year level and decade level, with Mantine
 * DatePicker's look and behaviour, Saturday-first weeks and Friday as the weekend.
 */
export function JalaliCalendar({
  calendar,
  initialJdn,
  today,
  minJdn = null,
  maxJdn = null,
  excludeDate,
  getDayState,
  onDaySelect,
  onDayHover,
  autoFocus,
}: JalaliCalendarProps) {
  const system = useCalendarSystem(calendar);
  const labels = useCalendarLabels(system);
  const { t } = useTranslation('calendar');
  const { dir } = useDirection();
  const todayJdn = dateToJdn(today ?? new Date());
  const min = minJdn ?? null;
  const max = maxJdn ?? null;

  const [level, setLevel] = useState<CalendarLevel>('month');
  const [focusedJdn, setFocusedJdn] = useState(() => clampJdn(initialJdn ?? todayJdn, min, max));
  const rootRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  // After a keyboard move (or a level change) the new roving element takes the focus.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    rootRef.current?.querySelector<HTMLElement>('[data-roving]')?.focus();
  }, [focusedJdn, level]);

  const focused = jdnToParts(system, focusedJdn);
  const model = useMemo(
    () => getMonthModel(system, focused.year, focused.month),
    [system, focused.year, focused.month],
  );

  const isDisabled = (jdn: number) =>
    (min !== null && jdn < min) || (max !== null && jdn > max) || Boolean(excludeDate?.(jdnToSelection(jdn)));

  const goTo = (jdn: number, withFocus: boolean) => {
    const next = clampJdn(jdn, min, max);
    moveFocus.current = withFocus;
    setFocusedJdn(next);
    if (withFocus) onDayHover?.(next);
  };

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>, jdn: number) => {
    const target = dayKeyTarget(event.key, jdn, { dir, system, shiftKey: event.shiftKey });
    if (target !== null) {
      event.preventDefault();
      goTo(target, true);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!isDisabled(jdn)) onDaySelect(jdn);
    }
  };

  const selectDay = (jdn: number) => {
    setFocusedJdn(jdn);
    onDaySelect(jdn);
  };

  // Header: what previous/next mean depends on the level.
  const step = (direction: 1 | -1) => {
    if (level === 'month') goTo(addMonthsJdn(system, focusedJdn, direction), false);
    else if (level === 'year') goTo(addYearsJdn(system, focusedJdn, direction), false);
    else goTo(addYearsJdn(system, focusedJdn, 10 * direction), false);
  };
  const decade = decadeStart(focused.year);
  const canStep = (direction: 1 | -1) => {
    if (level === 'month') {
      const p = jdnToParts(system, addMonthsJdn(system, partsToJdn(system, focused.year, focused.month, 1), direction));
      return monthIntersects(system, p.year, p.month, min, max);
    }
    if (level === 'year') return yearIntersects(system, focused.year + direction, min, max);
    const years = Array.from({ length: 10 }, (_, i) => decade + 10 * direction + i);
    return years.some((y) => yearIntersects(system, y, min, max));
  };

  const header = (() => {
    if (level === 'month') {
      return {
        label: labels.monthYear(focused.year, focused.month),
        levelAriaLabel: t('showYear', { year: labels.digits(focused.year) }),
        onLevelClick: () => setLevel('year'),
        previousLabel: t('previousMonth'),
        nextLabel: t('nextMonth'),
      };
    }
    if (level === 'year') {
      return {
        label: labels.digits(focused.year),
        levelAriaLabel: t('showDecade', { from: labels.digits(decade), to: labels.digits(decade + 9) }),
        onLevelClick: () => setLevel('decade'),
        previousLabel: t('previousYear'),
        nextLabel: t('nextYear'),
      };
    }
    return {
      label: `${labels.digits(decade)} – ${labels.digits(decade + 9)}`,
      levelAriaLabel: undefined,
      onLevelClick: undefined,
      previousLabel: t('previousDecade'),
      nextLabel: t('nextDecade'),
    };
  })();

  const todayParts = jdnToParts(system, todayJdn);

  const chooseMonth = (month: number) => {
    const day = Math.min(focused.day, monthLength(system, focused.year, month));
    moveFocus.current = true;
    setFocusedJdn(clampJdn(partsToJdn(system, focused.year, month, day), min, max));
    setLevel('month');
  };
  const chooseYear = (year: number) => {
    const day = Math.min(focused.day, monthLength(system, year, focused.month));
    moveFocus.current = true;
    setFocusedJdn(clampJdn(partsToJdn(system, year, focused.month, day), min, max));
    setLevel('year');
  };

  const levelKeyDown = (
    event: KeyboardEvent<HTMLButtonElement>,
    index: number,
    cells: LevelCell[],
    onMove: (index: number) => void,
    onPage: (direction: 1 | -1) => void,
    onChoose: (index: number) => void,
  ) => {
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      moveFocus.current = true;
      onPage(event.key === 'PageUp' ? -1 : 1);
      return;
    }
    const target = gridKeyTarget(event.key, index, { dir, columns: 3, count: cells.length });
    if (target !== null) {
      event.preventDefault();
      moveFocus.current = true;
      onMove(target);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!cells[index]?.disabled) onChoose(index);
    }
  };

  let body;
  if (level === 'month') {
    body = (
      <JalaliMonthGrid
        model={model}
        labels={labels}
        focusedJdn={focusedJdn}
        todayJdn={todayJdn}
        isDisabled={isDisabled}
        getDayState={getDayState}
        onDayClick={selectDay}
        onDayKeyDown={onDayKeyDown}
        onDayHover={onDayHover}
        autoFocusDay={autoFocus}
      />
    );
  } else if (level === 'year') {
    const cells: LevelCell[] = Array.from({ length: 12 }, (_, i) => ({
      key: i + 1,
      label: labels.monthName(i + 1),
      ariaLabel: labels.monthYear(focused.year, i + 1),
      disabled: !monthIntersects(system, focused.year, i + 1, min, max),
      current: todayParts.year === focused.year && todayParts.month === i + 1,
    }));
    const moveToMonth = (index: number) => {
      const day = Math.min(focused.day, monthLength(system, focused.year, index + 1));
      setFocusedJdn(clampJdn(partsToJdn(system, focused.year, index + 1, day), min, max));
    };
    body = (
      <CalendarLevelGrid
        label={labels.digits(focused.year)}
        cells={cells}
        focusedIndex={focused.month - 1}
        autoFocusCell
        onSelect={(index) => chooseMonth(index + 1)}
        onCellKeyDown={(event, index) =>
          levelKeyDown(
            event,
            index,
            cells,
            moveToMonth,
            (d) => setFocusedJdn(clampJdn(addYearsJdn(system, focusedJdn, d), min, max)),
            (i) => chooseMonth(i + 1),
          )
        }
      />
    );
  } else {
    const cells: LevelCell[] = Array.from({ length: 10 }, (_, i) => ({
      key: decade + i,
      label: labels.digits(decade + i),
      disabled: !yearIntersects(system, decade + i, min, max),
      current: todayParts.year === decade + i,
    }));
    const moveToYear = (index: number) => {
      const year = decade + index;
      const day = Math.min(focused.day, monthLength(system, year, focused.month));
      setFocusedJdn(clampJdn(partsToJdn(system, year, focused.month, day), min, max));
    };
    body = (
      <CalendarLevelGrid
        label={header.label}
        cells={cells}
        focusedIndex={focused.year - decade}
        autoFocusCell
        onSelect={(index) => chooseYear(decade + index)}
        onCellKeyDown={(event, index) =>
          levelKeyDown(
            event,
            index,
            cells,
            moveToYear,
            (d) => setFocusedJdn(clampJdn(addYearsJdn(system, focusedJdn, 10 * d), min, max)),
            (i) => chooseYear(decade + i),
          )
        }
      />
    );
  }

  return (
    <Box ref={rootRef} className={classes.root} data-calendar={system} data-level={level}>
      <CalendarHeader
        label={header.label}
        onLevelClick={
          header.onLevelClick &&
          (() => {
            moveFocus.current = true;
            header.onLevelClick();
          })
        }
        levelAriaLabel={header.levelAriaLabel}
        previousLabel={header.previousLabel}
        nextLabel={header.nextLabel}
        onPrevious={() => step(-1)}
        onNext={() => step(1)}
        previousDisabled={!canStep(-1)}
        nextDisabled={!canStep(1)}
      />
      {body}
    </Box>
  );
}
