import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { layoutGridKeyTarget } from '@/ui/grid-keyboard';
import { gridCellProps, useRovingGrid } from '@/ui/use-roving-grid';
import { renderApp } from '../../render';

/** Two days of three cells (the day, then two meals), each meal with a button that can change. */
function Week() {
  const { setGrid, onKeyDown, onFocus } = useRovingGrid<HTMLTableElement>(3);
  const [reserved, setReserved] = useState(false);
  return (
    <>
      <button type="button">before</button>
      <table role="grid" aria-label="week" ref={setGrid} onKeyDown={onKeyDown} onFocus={onFocus}>
        <tbody>
          {['sat', 'sun'].map((day) => (
            <tr key={day}>
              <th scope="row" {...gridCellProps} aria-label={day}>
                <button type="button">{`${day} details`}</button>
              </th>
              <td {...gridCellProps} aria-label={`${day} lunch`}>
                {day === 'sat' && reserved ? (
                  <button type="button">{`${day} plus`}</button>
                ) : (
                  <button type="button" onClick={() => setReserved(true)}>{`${day} lunch`}</button>
                )}
              </td>
              <td {...gridCellProps} aria-label={`${day} dinner`}>
                <button type="button">{`${day} dinner`}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button">after</button>
    </>
  );
}

/** A cell by its label (a day header or a meal cell). */
const cell = (name: string) => screen.getByLabelText(name, { selector: '[data-grid-cell]' });

describe('layoutGridKeyTarget', () => {
  const rtl = { dir: 'rtl' as const, columns: 3, count: 6 };
  it('moves in the reading direction and wraps to the next row', () => {
    expect(layoutGridKeyTarget('ArrowLeft', 0, rtl)).toBe(1);
    expect(layoutGridKeyTarget('ArrowLeft', 2, rtl)).toBe(3); // last meal of a day -> the next day
    expect(layoutGridKeyTarget('ArrowRight', 1, rtl)).toBe(0);
    expect(layoutGridKeyTarget('ArrowRight', 0, { ...rtl, dir: 'ltr' })).toBe(1);
    expect(layoutGridKeyTarget('ArrowDown', 1, rtl)).toBe(4);
    expect(layoutGridKeyTarget('ArrowDown', 4, rtl)).toBe(4);
    expect(layoutGridKeyTarget('ArrowUp', 1, rtl)).toBe(1);
    expect(layoutGridKeyTarget('Home', 5, rtl)).toBe(3);
    expect(layoutGridKeyTarget('End', 3, rtl)).toBe(5);
    expect(layoutGridKeyTarget('Home', 5, { ...rtl, ctrlKey: true })).toBe(0);
    expect(layoutGridKeyTarget('Enter', 0, rtl)).toBeNull();
  });
});

describe('useRovingGrid', () => {
  it('takes its grid without rendering it again: a ref set as state in the commit rendered the whole week twice before its first paint', async () => {
    const renders: string[] = [];
    await renderApp(
      <Profiler id="week" onRender={(_id, phase) => renders.push(phase)}>
        <Week />
      </Profiler>,
      { lng: 'fa' },
    );
    // The tab order is applied all the same.
    expect(screen.getByRole('grid', { name: 'week' }).querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(cell('sat')).toHaveAttribute('tabindex', '0');
    expect(renders).toEqual(['mount']);
  });

  it('RTL (fa): one Tab stop, ArrowLeft to the next cell, Tab into the cell and out of the grid', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<Week />, { lng: 'fa' });
    const grid = screen.getByRole('grid', { name: 'week' });
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await user.tab();
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
    await user.tab();
    expect(cell('sat')).toHaveFocus();
    expect(cell('sat')).toHaveClass('mantine-focus-auto');
    await user.keyboard('{ArrowLeft}');
    expect(cell('sat lunch')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}'); // past the day's last meal: the next day
    expect(cell('sun')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('sat')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowLeft}{ArrowLeft}');
    expect(cell('sun dinner')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('sun lunch')).toHaveFocus();

    // Tab: the active cell's button, then out of the grid (the other cells' buttons are skipped).
    await user.tab();
    expect(screen.getByRole('button', { name: 'sun lunch' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    // Back in, the grid remembers its cell.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'sun lunch' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(cell('sun lunch')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
  });

  it('LTR (en): ArrowRight is the next cell; a click moves the stop; new buttons follow the rule', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<Week />, { lng: 'en' });
    await user.click(screen.getByRole('button', { name: 'sat lunch' }));
    // The reserve button became a counter: it is in the active cell, so it stays tabbable...
    expect(screen.getByRole('button', { name: 'sat plus' })).not.toHaveAttribute('tabindex', '-1');
    expect(cell('sat lunch')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'sun dinner' })).toHaveAttribute('tabindex', '-1');
    cell('sat lunch').focus();
    await user.keyboard('{ArrowRight}');
    expect(cell('sat dinner')).toHaveFocus();
    // ...and leaves the Tab order once its cell is not the active one (given back when it is again).
    expect(screen.getByRole('button', { name: 'sat plus' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'sat plus' })).not.toHaveAttribute('tabindex');
  });
});
