import { UnstyledButton, useDirection } from '@mantine/core';
import type { ComponentType } from 'react';
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
      <StepButton
        step="previous"
        onClick={onPrevious}
        disabled={previousDisabled}
        label={previousLabel}
        icon={Previous}
      />
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
      <StepButton step="next" onClick={onNext} disabled={nextDisabled} label={nextLabel} icon={Next} />
    </div>
  );
}

/** The previous/next month (or year) arrow: its chevron points the reading direction's way. */
function StepButton({
  step,
  onClick,
  disabled,
  label,
  icon: Icon,
}: {
  step: 'previous' | 'next';
  onClick: () => void;
  disabled?: boolean;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
}) {
  return (
    <UnstyledButton
      className={classes.control}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      data-calendar-control={step}
    >
      <Icon size={18} stroke={1.8} aria-hidden />
    </UnstyledButton>
  );
}
