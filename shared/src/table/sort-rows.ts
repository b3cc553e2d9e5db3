/** Sorting for the data table: one rule for every list, fast enough for 100,000 rows. */

import type { SortDirection } from '@rewards/contract/lists';

export type { SortDirection };

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export type SortKey = string | number | null | undefined;

/**
 * Returns a sorted copy. Keys are computed once per row (strings lowercased) and compared with
 * `<` rather than `localeCompare`, which is ~10x slower at 100,000 rows. Blank keys go last in
 * both directions; ties keep their original order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortKey,
  direction: SortDirection,
): Row[] {
  const keys = rows.map((row) => {
    const key = sortValue(row);
    return typeof key === 'string' ? key.toLowerCase() : key;
  });
  const order = rows.map((_, index) => index);
  const sign = direction === 'asc' ? 1 : -1;
  order.sort((a, b) => {
    const left = keys[a];
    const right = keys[b];
    const leftBlank = left === null || left === undefined || left === '';
    const rightBlank = right === null || right === undefined || right === '';
    if (leftBlank || rightBlank) return leftBlank === rightBlank ? a - b : leftBlank ? 1 : -1;
    if (left === right) return a - b;
    return (left < right ? -1 : 1) * sign;
  });
  return order.map((index) => rows[index] as Row);
}

/** Header click cycle: ascending → descending → unsorted. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}
