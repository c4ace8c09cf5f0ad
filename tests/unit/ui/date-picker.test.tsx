import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DateSelection } from '@/lib/jalali';
import { DatePicker } from '@/ui/date-picker';
import { DatePickerInput } from '@/ui/date-picker-input';
import { renderApp } from '../../render';

// Wednesday 24 April 2024 = ۵ اردیبهشت ۱۴۰۳ (local midnight, so any TZ gives the same day).
const TODAY = new Date(2024, 3, 24);

const expectSelection = (value: DateSelection, y: number, m: number, d: number, iso: string) => {
  const [gy, gm, gd] = iso.split('-').map(Number) as [number, number, number];
  expect(value).toEqual({
    year: y,
    month: m,
    day: d,
    jalali: `${y}/${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}`,
    isoDate: iso,
    timestamp: new Date(gy, gm - 1, gd).toISOString(),
  });
};

describe('DatePickerInput, keyboard only', () => {
  it('RTL (fa): arrows move visually, PageDown/Home/End, Enter picks, the popover closes', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<DatePickerInput label="تاریخ" today={TODAY} onChange={onChange} />, { lng: 'fa' });

    await user.tab();
    const field = screen.getByRole('button', { name: /تاریخ/ });
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}');

    const grid = await screen.findByRole('grid', { name: 'اردیبهشت ۱۴۰۳' });
    const today = screen.getByRole('button', { name: 'چهارشنبه ۵ اردیبهشت ۱۴۰۳' });
    await waitFor(() => expect(today).toHaveFocus());
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('tabindex', '0');
    // Roving tabindex: one focusable day in the grid.
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    // Friday is the weekend; the week starts on Saturday.
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName('شنبه');
    expect(headers[6]).toHaveAccessibleName('جمعه');

    await user.keyboard('{ArrowRight}'); // RTL: right is the previous day
    expect(screen.getByRole('button', { name: 'سه‌شنبه ۴ اردیبهشت ۱۴۰۳' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'پنجشنبه ۶ اردیبهشت ۱۴۰۳' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'پنجشنبه ۱۳ اردیبهشت ۱۴۰۳' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'خرداد ۱۴۰۳' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'یکشنبه ۱۳ خرداد ۱۴۰۳' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'شنبه ۱۲ خرداد ۱۴۰۳' })).toHaveFocus();
    await user.keyboard('{End}');
    const friday = screen.getByRole('button', { name: 'جمعه ۱۸ خرداد ۱۴۰۳' });
    expect(friday).toHaveFocus();
    expect(friday).toHaveAttribute('data-weekend');

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expectSelection(onChange.mock.calls[0]![0], 1403, 3, 18, '2024-06-07');
    // closeOnChange (default): the popover is gone and focus is back on the field.
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveTextContent('۱۴۰۳/۰۳/۱۸');
  });

  it('LTR (en): ArrowRight is the next day, Shift+PageUp goes back a year, Space picks', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<DatePickerInput label="Date" today={TODAY} onChange={onChange} />, { lng: 'en' });

    await user.tab();
    await user.keyboard('{Enter}');
    const today = await screen.findByRole('button', { name: 'Wednesday, 5 Ordibehesht 1403' });
    await waitFor(() => expect(today).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Thursday, 6 Ordibehesht 1403' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Thursday, 30 Farvardin 1403' })).toHaveFocus();
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(screen.getByRole('grid', { name: 'Farvardin 1402' })).toBeInTheDocument();
    const target = screen.getByRole('button', { name: 'Wednesday, 30 Farvardin 1402' });
    expect(target).toHaveFocus();
    await user.keyboard(' ');
    expectSelection(onChange.mock.calls[0]![0], 1402, 1, 30, '2023-04-19');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Date/ })).toHaveTextContent('1402/01/30');
  });

  it('Escape closes the popover and returns focus without choosing', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<DatePickerInput label="تاریخ" today={TODAY} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'چهارشنبه ۵ اردیبهشت ۱۴۰۳' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /تاریخ/ })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stays open with closeOnChange={false}', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<DatePickerInput label="تاریخ" today={TODAY} closeOnChange={false} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'چهارشنبه ۵ اردیبهشت ۱۴۰۳' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'چهارشنبه ۵ اردیبهشت ۱۴۰۳' }).closest('td')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('DatePicker (inline)', () => {
  it('respects min, max and excludeDate: those days are aria-disabled and cannot be chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(
      <DatePicker
        today={TODAY}
        minDate={{ year: 1403, month: 2, day: 3 }}
        maxDate={new Date(2024, 4, 10)} // 1403/02/21
        excludeDate={(d) => d.day === 8}
        onChange={onChange}
      />,
    );
    const before = screen.getByRole('button', { name: 'یکشنبه ۲ اردیبهشت ۱۴۰۳' });
    expect(before).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'دوشنبه ۳ اردیبهشت ۱۴۰۳' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'جمعه ۲۱ اردیبهشت ۱۴۰۳' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'شنبه ۲۲ اردیبهشت ۱۴۰۳' })).toHaveAttribute('aria-disabled', 'true');
    const excluded = screen.getByRole('button', { name: 'شنبه ۸ اردیبهشت ۱۴۰۳' });
    expect(excluded).toHaveAttribute('aria-disabled', 'true');
    await user.click(before);
    await user.click(excluded);
    expect(onChange).not.toHaveBeenCalled();
    // Month navigation stops at the limits.
    expect(screen.getByRole('button', { name: 'ماه قبل' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ماه بعد' })).toBeDisabled();
    // Keyboard focus is clamped to the range too.
    screen.getByRole('button', { name: 'چهارشنبه ۵ اردیبهشت ۱۴۰۳' }).focus();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('button', { name: 'دوشنبه ۳ اردیبهشت ۱۴۰۳' })).toHaveFocus();
  });

  it('goes up to the year and decade levels and back down by keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<DatePicker today={TODAY} onChange={onChange} />, { lng: 'en' });
    await user.click(screen.getByRole('button', { name: 'Show the months of 1403' }));
    const months = screen.getByRole('group', { name: '1403' });
    expect(months.querySelectorAll('button')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show the years 1400 to 1409' }));
    expect(screen.getByRole('group', { name: '1400 – 1409' }).querySelectorAll('button')).toHaveLength(10);
    await waitFor(() => expect(screen.getByRole('button', { name: '1403' })).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}'); // 1405
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ordibehesht 1405' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}'); // Mordad 1405 (three columns)
    expect(screen.getByRole('grid', { name: 'Mordad 1405' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^\w+, 5 Mordad 1405$/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls[0]![0]).toMatchObject({ year: 1405, month: 5, day: 5, jalali: '1405/05/05' });
  });

  it('shows the Gregorian calendar in English when asked, still returning a DateSelection', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<DatePicker today={TODAY} calendar="gregorian" onChange={onChange} />, { lng: 'en' });
    expect(screen.getByRole('grid', { name: 'April 2024' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wednesday, 24 April 2024' }));
    expectSelection(onChange.mock.calls[0]![0], 1403, 2, 5, '2024-04-24');
  });

  it('Persian is always Jalali, even when Gregorian is asked for', async () => {
    await renderApp(<DatePicker today={TODAY} calendar="gregorian" />, { lng: 'fa' });
    expect(screen.getByRole('grid', { name: 'اردیبهشت ۱۴۰۳' })).toBeInTheDocument();
  });

  it('uses Arabic-Indic digits in Arabic', async () => {
    await renderApp(<DatePicker today={TODAY} />, { lng: 'ar' });
    expect(screen.getByRole('grid', { name: 'أرديبهشت ١٤٠٣' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الأربعاء ٥ أرديبهشت ١٤٠٣' })).toHaveAttribute('aria-current', 'date');
  });

  it('names every day of the month with its full Persian date, weekday first (what a screen reader announces)', async () => {
    // ۱ آذر ۱۴۰۵ is Sunday 22 November 2026.
    await renderApp(<DatePicker today={new Date(2026, 10, 22)} />, { lng: 'fa' });
    const grid = screen.getByRole('grid', { name: 'آذر ۱۴۰۵' });
    expect(screen.getByRole('button', { name: 'یکشنبه ۱ آذر ۱۴۰۵' })).toHaveAttribute('aria-current', 'date');
    const names = [...grid.querySelectorAll('button[data-jdn]:not([data-outside])')].map((day) =>
      day.getAttribute('aria-label'),
    );
    expect(names).toHaveLength(30);
    expect(names[6]).toBe('شنبه ۷ آذر ۱۴۰۵');
    expect(names[29]).toBe('دوشنبه ۳۰ آذر ۱۴۰۵');
    for (const name of names)
      expect(name).toMatch(/^(شنبه|یکشنبه|دوشنبه|سه‌شنبه|چهارشنبه|پنجشنبه|جمعه) [۰-۹]+ آذر ۱۴۰۵$/);
  });
});
