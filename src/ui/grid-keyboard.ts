import { gridKeyTarget, type TextDirection } from './calendar-keyboard';

/**
 * Where a key moves the focus in a layout grid of `columns` cells a row (the reserve week: a day a
 * row). Arrows follow the reading direction (in RTL ArrowLeft is the next cell, and from a row's
 * last cell the next row's first: the next day), Up/Down go a row; Home/End go to the row's first
 * and last cell, with Ctrl to the grid's. Null when the key does not move.
 */
export function layoutGridKeyTarget(
  key: string,
  index: number,
  options: { dir: TextDirection; columns: number; count: number; ctrlKey?: boolean },
): number | null {
  const { columns, count } = options;
  if (count === 0) return null;
  const rowStart = index - (index % columns);
  if (key === 'Home') return options.ctrlKey ? 0 : rowStart;
  if (key === 'End') return options.ctrlKey ? count - 1 : Math.min(rowStart + columns - 1, count - 1);
  if (key === 'ArrowUp' && index < columns) return index;
  if (key === 'ArrowDown' && index + columns >= count) return index;
  return gridKeyTarget(key, index, { dir: options.dir, columns, count });
}
