import { useDirection } from '@mantine/core';
import { useCallback, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { layoutGridKeyTarget } from './grid-keyboard';

const CELL = '[data-grid-cell]';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** Where a widget's own tabindex waits while its cell is not the active one ('' = it had none). */
const SAVED = 'data-roving-tabindex';

/**
 * Props of a grid cell: marked for the hook, and drawn with the theme's focus ring (the same
 * `:focus-visible` outline as every Mantine control, focusRing 'auto' in src/ui/theme.ts).
 */
export const gridCellProps = { 'data-grid-cell': true, className: 'mantine-focus-auto' } as const;

/**
 * Roving tabindex over a layout grid: the grid is one Tab stop, its active cell; arrows
 * move between cells in the reading direction (layoutGridKeyTarget); Tab goes on into the active
 * cell's buttons and then out of the grid. Widgets of the other cells leave the Tab order (their
 * own tabindex is kept and given back), so a week of meals is not sixty Tab presses. Cells are the
 * elements with `gridCellProps`, in document order, `columns` a row; clicking or focusing inside a
 * cell makes it the active one. Content that changes inside (a reserve button becoming a counter)
 * is handled as it appears (MutationObserver).
 */
export function useRovingGrid<T extends HTMLElement>(columns: number) {
  // The grid element, through a callback ref that also watches it. Not state: set in the commit, it
  // would render the whole week again at once, before the browser paints it.
  const root = useRef<T | null>(null);
  const active = useRef(0);
  const { dir } = useDirection();

  const cells = useCallback(() => [...(root.current?.querySelectorAll<HTMLElement>(CELL) ?? [])], []);

  const apply = useCallback(() => {
    const all = cells();
    if (active.current >= all.length) active.current = 0;
    all.forEach((cell, index) => {
      const on = index === active.current;
      if (cell.tabIndex !== (on ? 0 : -1)) cell.tabIndex = on ? 0 : -1;
      for (const widget of cell.querySelectorAll<HTMLElement>(FOCUSABLE)) {
        const saved = widget.getAttribute(SAVED);
        if (on && saved !== null) {
          if (saved === '') widget.removeAttribute('tabindex');
          else widget.setAttribute('tabindex', saved);
          widget.removeAttribute(SAVED);
        } else if (!on && saved === null && widget.tabIndex >= 0) {
          widget.setAttribute(SAVED, widget.getAttribute('tabindex') ?? '');
          widget.setAttribute('tabindex', '-1');
        }
      }
    });
  }, [cells]);

  const setGrid = useCallback(
    (node: T | null) => {
      root.current = node;
      if (!node) return;
      apply();
      // Only children are watched, not attributes: apply() itself never triggers it again.
      const observer = new MutationObserver(apply);
      observer.observe(node, { childList: true, subtree: true });
      return () => {
        observer.disconnect();
        root.current = null;
      };
    },
    [apply],
  );

  /** The cell of an event that happened in the grid's own DOM (not in a portal: menus, modals). */
  const cellOf = (target: EventTarget) => {
    if (!root.current || !(target instanceof HTMLElement) || !root.current.contains(target)) return null;
    return target.closest<HTMLElement>(CELL);
  };

  const onFocus = (event: FocusEvent<T>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    const index = cells().indexOf(cell);
    if (index >= 0 && index !== active.current) {
      active.current = index;
      apply();
    }
  };

  const onKeyDown = (event: KeyboardEvent<T>) => {
    if (event.defaultPrevented || event.altKey || event.metaKey || event.shiftKey) return;
    const cell = cellOf(event.target);
    // Keys typed into a field inside a cell stay the field's.
    if (!cell || (event.target as HTMLElement).closest('input, textarea, select')) return;
    const all = cells();
    const next = layoutGridKeyTarget(event.key, all.indexOf(cell), {
      dir,
      columns,
      count: all.length,
      ctrlKey: event.ctrlKey,
    });
    if (next === null || (event.ctrlKey && event.key !== 'Home' && event.key !== 'End')) return;
    event.preventDefault();
    active.current = next;
    apply();
    all[next]?.focus();
  };

  return { setGrid, onFocus, onKeyDown };
}
