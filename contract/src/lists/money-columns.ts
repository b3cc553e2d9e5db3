import type { FilterSpec, ListColumn } from './list-declaration';

// The columns every money list shares, with the same header, sort key and CSV rule.

interface MoneyRow {
  id: number;
  user_id: number;
  full_name: string;
  email: string;
  amount: string;
}

export const idColumn = <Row extends { id: number }>(header = 'ID'): ListColumn<Row> => ({
  id: 'id',
  header,
  sortKey: 'id',
  csv: (row) => row.id,
});

/** Sorted by user id: the (user_id, id) index orders it, and a name sort would need a join. */
export const userColumn = <Row extends MoneyRow>(): ListColumn<Row> => ({
  id: 'user',
  header: 'User',
  sortKey: 'user',
  csv: (row) => `${row.full_name} <${row.email}>`,
});

/** CSV keeps the raw decimal so a spreadsheet can sum it. */
export const amountColumn = <Row extends MoneyRow>(): ListColumn<Row> => ({
  id: 'amount',
  header: 'Amount',
  sortKey: 'amount',
  csv: (row) => row.amount,
});

/** CSV keeps the ISO date so a spreadsheet can sort it. */
export const dateColumn = <Row>(date: (row: Row) => string, header = 'Date'): ListColumn<Row> => ({
  id: 'date',
  header,
  sortKey: 'date',
  csv: date,
});

/**
 * The rows of one user, by id: what a user's page filters each list by (served by the list's
 * `(user_id, id)` index, migration 015).
 */
export const userFilter: FilterSpec = { kind: 'id', label: 'user id' };
