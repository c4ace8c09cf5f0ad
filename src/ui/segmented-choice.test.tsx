import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SegmentedChoice } from './segmented-choice';

const DAYS = [
  { value: 'sat', label: 'Saturday' },
  { value: 'sun', label: 'Sunday' },
  { value: 'mon', label: 'Monday' },
] as const;

function Days({
  onChange = () => undefined,
  disabled = false,
}: {
  onChange?: (day: string) => void;
  disabled?: boolean;
}) {
  const [day, setDay] = useState<string>('sun');
  return (
    <SegmentedChoice
      aria-label="Day"
      value={day}
      onChange={(next) => {
        setDay(next);
        onChange(next);
      }}
      data={DAYS}
      disabled={disabled}
      data-testid="days"
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SegmentedChoice', () => {
  it('is a named radio group of labelled radios, one checked', () => {
    render(<Days />);
    const group = screen.getByRole('radiogroup', { name: 'Day' });
    expect(group).toHaveAttribute('data-testid', 'days');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['sat', 'sun', 'mon']);
    expect(screen.getByRole('radio', { name: 'Sunday' })).toBeChecked();
    // One group: the browser moves between them with the arrow keys and Tab stops once.
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
  });

  it('a click on a segment chooses it and marks only that one active', () => {
    const onChange = vi.fn();
    render(<Days onChange={onChange} />);
    fireEvent.click(screen.getByText('Monday'));
    expect(onChange).toHaveBeenCalledWith('mon');
    expect(screen.getByRole('radio', { name: 'Monday' })).toBeChecked();
    // The segment (its radio and label) carries the mark the CSS styles.
    expect(screen.getByText('Monday').parentElement).toHaveAttribute('data-active', 'true');
    expect(screen.getByText('Sunday').parentElement).not.toHaveAttribute('data-active');
  });

  it('disabled: no radio can be chosen', () => {
    render(<Days disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('measures no layout while it renders or changes (the reserve week renders in slices around it)', () => {
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const style = vi.spyOn(window, 'getComputedStyle');
    render(<Days />);
    fireEvent.click(screen.getByText('Saturday'));
    expect(rect).not.toHaveBeenCalled();
    expect(style).not.toHaveBeenCalled();
  });
});
