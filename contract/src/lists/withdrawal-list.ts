import type { Withdrawal, WithdrawalMethod } from '../api/payments';
import { defineList } from './list-declaration';
import { amountColumn, dateColumn, idColumn, userColumn, userFilter } from './money-columns';

export const WITHDRAWAL_METHOD_LABELS: Readonly<Record<WithdrawalMethod, string>> = {
  upi: 'UPI',
  crypto: 'Crypto',
  bank: 'Bank',
  other: 'Other',
};

/** A label and its value (null when the user gave none). */
export type DetailItem = readonly [string, string | null];

/** Where the money goes, by method (docs/product.md#withdrawals: 'Payment Details by method'). */
export function payoutItems(row: Withdrawal): readonly DetailItem[] {
  switch (row.method) {
    case 'upi':
      return [['UPI Address', row.upi_address]];
    case 'crypto':
      return [
        ['Crypto Address', row.crypto_address],
        ['Network', row.crypto_network],
      ];
    case 'bank':
      return [
        ['Account Holder', row.bank_holder_name],
        ['Bank Name', row.bank_name],
        ['IFSC Code', row.ifsc_code],
      ];
    default:
      return [];
  }
}

/** The same details on one line, for the CSV export. */
export const payoutSummary = (row: Withdrawal): string =>
  payoutItems(row)
    .map(([label, value]) => `${label}: ${value ?? '—'}`)
    .join('; ');

/** Withdrawal (`/withdrawal`), newest first. */
export const WITHDRAWAL_LIST = defineList<Withdrawal>()({
  key: 'withdrawals',
  path: '/withdrawals',
  operationName: 'Withdrawals',
  permission: 'payments:read',
  dataSet: 'withdrawals',
  entity: 'withdrawal',
  sortKeys: ['id', 'user', 'amount', 'method', 'status', 'date'],
  defaultSort: { key: 'date', direction: 'desc' },
  filters: {
    user: userFilter,
    from: { kind: 'date', bound: 'from' },
    to: { kind: 'date', bound: 'to' },
    status: { kind: 'choice', values: ['all', 'pending', 'completed', 'rejected'] },
  },
  columns: [
    idColumn(),
    userColumn(),
    amountColumn(),
    { id: 'message', header: 'Message', csv: (row) => row.message },
    {
      id: 'method',
      header: 'Method',
      sortKey: 'method',
      csv: (row) => WITHDRAWAL_METHOD_LABELS[row.method],
    },
    { id: 'details', header: 'Details', csv: payoutSummary },
    { id: 'status', header: 'Status', sortKey: 'status', csv: (row) => row.status },
    dateColumn((row) => row.created_at),
    { id: 'actions', header: 'Actions' },
  ],
  csvFileName: 'withdrawals.csv',
});
