import { formatDateTime } from '@rewards/shared';
import type { DataColumn } from '@rewards/shared/table';
import { UserCell } from './user-cell';

/** The columns every money table shares, each with the same cell and CSV rule. */

interface MoneyRow {
  id: number;
  user_id: number;
  full_name: string;
  email: string;
  amount: string;
}

export function idColumn<Row extends MoneyRow>(): DataColumn<Row> {
  return {
    id: 'id',
    header: 'ID',
    cell: (row) => row.id,
    width: '70px',
    csvValue: (row) => row.id,
  };
}

export function userColumn<Row extends MoneyRow>(): DataColumn<Row> {
  return {
    id: 'user',
    header: 'User',
    cell: (row) => <UserCell name={row.full_name} email={row.email} userId={row.user_id} />,
    csvValue: (row) => `${row.full_name} <${row.email}>`,
  };
}

/** Shown in the row's currency; CSV keeps the raw decimal so a spreadsheet can sum it. */
export function amountColumn<Row extends MoneyRow>(
  format: (amount: string) => string,
): DataColumn<Row> {
  return {
    id: 'amount',
    header: 'Amount',
    cell: (row) => format(row.amount),
    align: 'end',
    csvValue: (row) => row.amount,
  };
}

/** CSV keeps the ISO date so a spreadsheet can sort it. */
export function dateColumn<Row>(date: (row: Row) => string): DataColumn<Row> {
  return {
    id: 'date',
    header: 'Date',
    cell: (row) => formatDateTime(date(row)),
    csvValue: date,
  };
}
