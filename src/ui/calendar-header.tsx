import { UnstyledButton, useDirection } from '@mantine/core';
import classes from './calendar.module.css';
import { directionalChevrons } from './directional-chevrons';

export interface CalendarHeaderProps {
  label: string;
  /** When given, the label is a button that goes up a level (month -> year -> decade). */
  onLevelClick?: () => void;
  levelAriaLabel?: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  previousDisabled?: boolean;
  nextDisabled?: boolean;
}

/** Previous / level / next, like Mantine's CalendarHeader; the label is announced when it changes. */
export function CalendarHeader({
  label,
  onLevelClick,
  levelAriaLabel,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  previousDisabled,
  nextDisabled,
}: CalendarHeaderProps) {
  const { dir } = useDirection();
  const { Previous, Next } = directionalChevrons(dir);
  return (
    <div className={classes.header}>
      <UnstyledButton
        className={classes.control}
        onClick={onPrevious}
        disabled={previousDisabled}
        aria-label={previousLabel}
        data-calendar-control="previous"
      >
        <Previous size={18} stroke={1.8} aria-hidden />
      </UnstyledButton>
      <UnstyledButton
        className={classes.level}
        onClick={onLevelClick}
        disabled={!onLevelClick}
        data-static={!onLevelClick || undefined}
        aria-label={onLevelClick ? levelAriaLabel : undefined}
        aria-live="polite"
      >
        {label}
      </UnstyledButton>
      <UnstyledButton
        className={classes.control}
        onClick={onNext}
        disabled={nextDisabled}
        aria-label={nextLabel}
        data-calendar-control="next"
      >
        <Next size={18} stroke={1.8} aria-hidden />
      </UnstyledButton>
    </div>
  );
}
