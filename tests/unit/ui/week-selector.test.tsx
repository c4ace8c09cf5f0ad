import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildWeeks, clampWeekIndex, CURRENT_WEEK_INDEX, WEEK_COUNT } from '@/ui/week-range';
import { WeekSelector } from '@/ui/week-selector';
import { renderApp } from '../../render';

// A fixed clock: Wednesday 24 April 2024 = 1403/02/05; its week runs Sat 1403/02/01 – Fri 1403/02/07.
const TODAY = new Date(2024, 3, 24, 15, 30);
// Bidi controls (each date is a left-to-right isolate) are invisible; compare without them.
const clean = (s: string | null) => (s ?? '').replace(/[\u200E\u2066-\u2069]/g, '');

describe('week range (pure)', () => {
  it('builds ten Saturday-to-Friday weeks, index 5 being the current week', () => {
    const weeks = buildWeeks(TODAY);
    expect(weeks).toHaveLength(WEEK_COUNT);
    expect(weeks[CURRENT_WEEK_INDEX]!.start.jalali).toBe('1403/02/01');
    expect(weeks[CURRENT_WEEK_INDEX]!.end.jalali).toBe('1403/02/07');
    // 5 weeks back: the first week starts 35 days before the current Saturday.
    expect(weeks[0]!.start.jalali).toBe('1402/12/26');
    expect(weeks[0]!.start.isoDate).toBe('2024-03-16');
    // 4 weeks forward.
    expect(weeks[9]!.start.jalali).toBe('1403/02/29');
    expect(weeks[9]!.end.jalali).toBe('1403/03/04');
    for (const w of weeks) {
      expect(new Date(`${w.start.isoDate}T12:00:00`).getDay()).toBe(6); // Saturday
      expect(new Date(`${w.end.isoDate}T12:00:00`).getDay()).toBe(5); // Friday
    }
  });

  it('is the same for every hour of the day and on the Saturday and Friday themselves', () => {
    const at = (d: Date) => buildWeeks(d)[CURRENT_WEEK_INDEX]!.start.jalali;
    expect(at(new Date(2024, 3, 24, 0, 0))).toBe('1403/02/01');
    expect(at(new Date(2024, 3, 24, 23, 59))).toBe('1403/02/01');
    expect(at(new Date(2024, 3, 20))).toBe('1403/02/01'); // Saturday
    expect(at(new Date(2024, 3, 26))).toBe('1403/02/01'); // Friday
    expect(at(new Date(2024, 3, 27))).toBe('1403/02/08'); // next Saturday
  });

  it('clamps indices to 0..9', () => {
    expect(clampWeekIndex(-3)).toBe(0);
    expect(clampWeekIndex(12)).toBe(9);
    expect(clampWeekIndex(4)).toBe(4);
  });
});

describe('WeekSelector', () => {
  it('starts on the current week and clamps at both ends (5 back, 4 forward)', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    await renderApp(<WeekSelector today={TODAY} onChange={onChange} data-testid="week" />, { lng: 'fa' });
    const label = screen.getByTestId('week-label');
    expect(clean(label.textContent)).toContain('۱۴۰۳/۰۲/۰۱ – ۱۴۰۳/۰۲/۰۷');
    const previous = screen.getByRole('button', { name: 'هفته قبل' });
    const next = screen.getByRole('button', { name: 'هفته بعد' });

    for (let i = 0; i < 7; i += 1) if (!previous.hasAttribute('disabled')) await user.click(previous);
    expect(previous).toBeDisabled();
    expect(screen.getByTestId('week')).toHaveAttribute('data-index', '0');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(onChange).toHaveBeenLastCalledWith(0, expect.objectContaining({ index: 0 }));
    expect(clean(label.textContent)).toContain('۱۴۰۲/۱۲/۲۶ – ۱۴۰۳/۰۱/۰۳');

    for (let i = 0; i < 12; i += 1) if (!next.hasAttribute('disabled')) await user.click(next);
    expect(next).toBeDisabled();
    expect(screen.getByTestId('week')).toHaveAttribute('data-index', '9');
    expect(onChange).toHaveBeenCalledTimes(14);
    expect(clean(label.textContent)).toContain('۱۴۰۳/۰۲/۲۹ – ۱۴۰۳/۰۳/۰۴');
  });

  it('uses Latin digits in English and clamps a controlled value', async () => {
    await renderApp(<WeekSelector today={TODAY} value={42} data-testid="week" />, { lng: 'en' });
    expect(screen.getByTestId('week')).toHaveAttribute('data-index', '9');
    expect(clean(screen.getByTestId('week-label').textContent)).toContain('1403/02/29 – 1403/03/04');
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
  });
});
