import type { WalletMethod, WalletTransaction } from '../api/payments';
import { defineList } from './list-declaration';
import { amountColumn, dateColumn, userColumn, userFilter } from './money-columns';

/** docs/product.md#wallet-transactions: the method filter reads UPI, QR Scanner, Crypto. */
export const WALLET_METHOD_LABELS: Readonly<Record<WalletMethod, string>> = {
  UPI: 'UPI',
  SCANNER: 'QR Scanner',
  CRYPTO: 'Crypto',
};

/**
 * The due flag's label. The old app showed these inverted (false read 'Due'); here the label
 * matches the value, as the summary card counts it (docs/spec-deviations.md).
 */
export const dueLabel = (due: boolean): 'Due' | 'Not Due' => (due ? 'Due' : 'Not Due');

/** Payment (`/payment`): wallet transactions, newest first. */
export const WALLET_LIST = defineList<WalletTransaction>()({
  key: 'wallet',
  path: '/wallet',
  operationName: 'WalletTransactions',
  permission: 'payments:read',
  dataSet: 'wallet-transactions',
  entity: 'wallet_transaction',
  sortKeys: ['id', 'user', 'amount', 'method', 'due', 'status', 'date'],
  defaultSort: { key: 'date', direction: 'desc' },
  filters: {
    q: { kind: 'search', label: 'name, email or UTR' },
    user: userFilter,
    from: { kind: 'date', bound: 'from' },
    to: { kind: 'date', bound: 'to' },
    due: { kind: 'choice', values: ['all', 'not-due', 'due'], labels: { 'not-due': 'Not Due' } },
    method: {
      kind: 'choice',
      values: ['all', 'UPI', 'SCANNER', 'CRYPTO'],
      labels: WALLET_METHOD_LABELS,
    },
  },
  columns: [
    // The row's place in the list; the transaction id is exported instead.
    { id: 'number', header: '#' },
    { id: 'id', header: 'Transaction ID', sortKey: 'id', csv: (row) => row.id },
    userColumn(),
    amountColumn(),
    {
      id: 'method',
      header: 'Method',
      sortKey: 'method',
      csv: (row) => WALLET_METHOD_LABELS[row.method],
    },
    { id: 'utr', header: 'UTR', csv: (row) => row.utr_number },
    { id: 'due', header: 'Due', sortKey: 'due', csv: (row) => dueLabel(row.due) },
    { id: 'status', header: 'Status', sortKey: 'status', csv: (row) => row.status },
    dateColumn((row) => row.payment_date),
    { id: 'proof', header: 'Proof' },
  ],
  csvFileName: 'wallet-transactions.csv',
});
