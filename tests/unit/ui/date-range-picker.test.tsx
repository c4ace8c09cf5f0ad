import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePickerInput } from '@/ui/date-range-picker-input';
import { nextRange } from '@/ui/date-range-picker';
import { renderApp } from '../../render';

const TODAY = new Date(2024, 3, 24); // ۵ اردیبهشت ۱۴۰۳, Wednesday

describe('DateRangePickerInput, keyboard only', () => {
  it('RTL (fa): Enter sets the start, ArrowLeft moves forward, Enter sets the end and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<DateRangePickerInput label="بازه" today={TODAY} onChange={onChange} />, { lng: 'fa' });
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'چهارشنبه ۵ اردیبهشت ۱۴۰۳' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ jalali: '1403/02/05' }), null]);
    // Still open: only the start is chosen.
    expect(screen.getByRole('grid')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}'); // RTL: left is forward in time
    const end = screen.getByRole('button', { name: 'شنبه ۸ اردیبهشت ۱۴۰۳' });
    expect(end).toHaveFocus();
    // The range is previewed while moving.
    expect(screen.getByRole('button', { name: 'جمعه ۷ اردیبهشت ۱۴۰۳' })).toHaveAttribute('data-in-range');
    await user.keyboard('{Enter}');
    const [start, finish] = onChange.mock.lastCall![0];
    expect(start).toEqual({
      year: 1403,
      month: 2,
      day: 5,
      jalali: '1403/02/05',
      isoDate: '2024-04-24',
      timestamp: new Date(2024, 3, 24).toISOString(),
    });
    expect(finish).toEqual({
      year: 1403,
      month: 2,
      day: 8,
      jalali: '1403/02/08',
      isoDate: '2024-04-27',
      timestamp: new Date(2024, 3, 27).toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    const field = screen.getByRole('button', { name: /بازه/ });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveTextContent('۱۴۰۳/۰۲/۰۵');
    expect(field).toHaveTextContent('۱۴۰۳/۰۲/۰۸');
  });

  it('LTR (en): an end before the start swaps them', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<DateRangePickerInput label="Range" today={TODAY} onChange={onChange} />, { lng: 'en' });
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wednesday, 5 Ordibehesht 1403' })).toHaveFocus());
    await user.keyboard('{Enter}{ArrowLeft}{ArrowLeft}{ArrowUp}{Enter}'); // LTR: left is back in time
    const [start, end] = onChange.mock.lastCall![0];
    expect(start.jalali).toBe('1403/01/27');
    expect(end.jalali).toBe('1403/02/05');
    expect(start.isoDate).toBe('2024-04-15');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
  });

  it('nextRange follows Mantine: a third choice starts over, the same day twice clears', () => {
    expect(nextRange(null, null, 10, false)).toEqual([10, null]);
    expect(nextRange(10, null, 12, false)).toEqual([10, 12]);
    expect(nextRange(10, null, 8, false)).toEqual([8, 10]);
    expect(nextRange(10, null, 10, false)).toEqual([null, null]);
    expect(nextRange(10, null, 10, true)).toEqual([10, 10]);
    expect(nextRange(10, 12, 20, false)).toEqual([20, null]);
  });
});
