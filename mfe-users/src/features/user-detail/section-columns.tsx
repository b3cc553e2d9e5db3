import type { CryptoPayment, Notification, WalletTransaction } from '@rewards/contract';
import {
  type ColumnIdOf,
  CRYPTO_LIST,
  dueLabel,
  NOTIFICATION_LIST,
  WALLET_LIST,
  WALLET_METHOD_LABELS,
} from '@rewards/contract/lists';
import { formatDateTimeCell, formatDollars, formatRupees } from '@rewards/shared';
import { someListColumns } from '@rewards/shared/table';

// The columns of each list on a user's page: headers, sortability and CSV from the lists'
// declarations (decision 028), simple read-only cells here. The user column is left out (the
// page is the user's) and so are the row actions, which stay on each list's own screen. The
// withdrawals' columns, decisions included, are mfe-payments' part (decision 041).

const text = (value: string | null) => value ?? '—';
const amount = {
  cell: (row: { amount: string }) => formatRupees(row.amount),
  align: 'end',
} as const;
/** Crypto payments are in dollars, as on Crypto Pay (docs/product.md: crypto totals in dollars). */
const dollarAmount = {
  cell: (row: { amount: string }) => formatDollars(row.amount),
  align: 'end',
} as const;

export const walletSectionColumns = someListColumns<
  WalletTransaction,
  ColumnIdOf<typeof WALLET_LIST>
>(WALLET_LIST.columns, {
  id: { cell: (row) => row.id, width: '130px' },
  amount,
  method: { cell: (row) => WALLET_METHOD_LABELS[row.method] },
  utr: { cell: (row) => row.utr_number },
  due: { cell: (row) => dueLabel(row.due) },
  status: { cell: (row) => row.status },
  date: { cell: (row) => formatDateTimeCell(row.payment_date), width: '180px' },
});

export const cryptoSectionColumns = someListColumns<CryptoPayment, ColumnIdOf<typeof CRYPTO_LIST>>(
  CRYPTO_LIST.columns,
  {
    id: { cell: (row) => row.id, width: '80px' },
    amount: dollarAmount,
    currency: { cell: (row) => row.currency },
    network: { cell: (row) => row.network },
    order: { cell: (row) => row.order_id },
    tx: { cell: (row) => text(row.tx_hash) },
    status: { cell: (row) => row.payment_status },
    date: { cell: (row) => formatDateTimeCell(row.created_at), width: '180px' },
  },
);

export const notificationSectionColumns = someListColumns<
  Notification,
  ColumnIdOf<typeof NOTIFICATION_LIST>
>(NOTIFICATION_LIST.columns, {
  id: { cell: (row) => row.id, width: '80px' },
  message: { cell: (row) => row.message },
  date: { cell: (row) => formatDateTimeCell(row.created_at), width: '180px' },
});
