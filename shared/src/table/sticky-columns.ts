import type { DataColumn } from './data-table';

/** Screens this wide or wider keep the sticky columns in view (Chakra's `xl`, 1280 px). */
const STICKY_FROM = '@media screen and (min-width: 80em)';

const px = (width: string | undefined, id: string) => {
  const value = width?.endsWith('px') ? Number(width.slice(0, -2)) : NaN;
  if (!Number.isFinite(value)) throw new Error(`Sticky column "${id}" needs a width in px`);
  return value;
};

/**
 * The table's CSS for columns marked `sticky`: 'start' columns stay at the left edge and 'end'
 * columns at the right edge while the table scrolls sideways, on wide screens only (on a
 * narrow one they would cover most of the table). Each sticky column has a fixed width in px,
 * which gives the offsets; cells are chosen by position (`nth-child`), so one rule per column
 * styles every row and a scroll step adds no style work. Cells spanning the row (spacer and
 * loading rows) are not columns and stay out.
 */
export function stickyColumnsCss<Row>(columns: readonly DataColumn<Row>[]) {
  const rules: Record<string, Record<string, string | number>> = {};
  const place = (index: number, side: 'left' | 'right', offset: number, width: number) => {
    const edge = side === 'left' ? 'inset -1px 0 0' : 'inset 1px 0 0';
    rules[`& :is(th, td):nth-child(${index + 1}):not([colspan])`] = {
      position: 'sticky',
      [side]: `${offset}px`,
      width: `${width}px`,
      minWidth: `${width}px`,
      maxWidth: `${width}px`,
      overflow: 'hidden',
      zIndex: 1,
      background: 'var(--chakra-colors-bg)',
      boxShadow: `${edge} var(--chakra-colors-border)`,
    };
  };
  let left = 0;
  columns.forEach((column, index) => {
    if (column.sticky !== 'start') return;
    const width = px(column.width, column.id);
    place(index, 'left', left, width);
    left += width;
  });
  let right = 0;
  for (let index = columns.length - 1; index >= 0; index--) {
    const column = columns[index] as DataColumn<Row>;
    if (column.sticky !== 'end') continue;
    const width = px(column.width, column.id);
    place(index, 'right', right, width);
    right += width;
  }
  if (left === 0 && right === 0) return {};
  // The header row stays above the sticky body cells that scroll under it.
  return { [STICKY_FROM]: { ...rules, '& thead tr': { zIndex: 2 } } };
}
