import type { CryptoPayment } from '../api/payments';
import { defineList } from './list-declaration';
import { amountColumn, dateColumn, idColumn, userColumn, userFilter } from './money-columns';

/** Crypto Pay (`/crypto-pay`), newest first. */
export const CRYPTO_LIST = defineList<CryptoPayment>()({
  key: 'crypto',
  path: '/crypto-payments',
  operationName: 'CryptoPayments',
  permission: 'payments:read',
  dataSet: 'crypto-payments',
  entity: 'crypto_payment',
  sortKeys: ['id', 'user', 'amount', 'currency', 'network', 'status', 'date'],
  defaultSort: { key: 'date', direction: 'desc' },
  filters: {
    q: { kind: 'search', label: 'name, email, order ID or TX hash' },
    user: userFilter,
    from: { kind: 'date', bound: 'from' },
    to: { kind: 'date', bound: 'to' },
    status: { kind: 'choice', values: ['all', 'pending', 'confirmed', 'failed'] },
    network: { kind: 'choice', values: ['all', 'TRON', 'BSC', 'POLYGON', 'ETH', 'AVALANCHE'] },
  },
  columns: [
    idColumn(),
    userColumn(),
    amountColumn(),
    { id: 'currency', header: 'Currency', sortKey: 'currency', csv: (row) => row.currency },
    { id: 'network', header: 'Network', sortKey: 'network', csv: (row) => row.network },
    { id: 'order', header: 'Order ID', csv: (row) => row.order_id },
    { id: 'tx', header: 'TX Hash', csv: (row) => row.tx_hash },
    { id: 'url', header: 'Payment URL', csv: (row) => row.payment_url },
    { id: 'status', header: 'Status', sortKey: 'status', csv: (row) => row.payment_status },
    dateColumn((row) => row.created_at),
  ],
  csvFileName: 'crypto-payments.csv',
});
