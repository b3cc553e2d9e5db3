import { formatDateTime, formatRupees, type WalletTransaction } from '@rewards/shared';
import type { DataColumn } from '@rewards/shared/table';
import { Badge } from '@rewards/shared/ui';
import { UserCell } from '../user-cell';
import { dueLabel, WALLET_METHOD_LABELS } from './wallet-labels';

/**
 * Spec section 2 columns: number, user info, amount, method, UTR, due, date. The due selector
 * (with its confirmation) and the proof 'View' dialog arrive with the full screen (issue 6);
 * for now the due flag is shown read-only.
 */
export const walletColumns: readonly DataColumn<WalletTransaction>[] = [
  { id: 'number', header: '#', cell: (_row, index) => index + 1, width: '60px' },
  {
    id: 'user',
    header: 'User',
    cell: (row) => <UserCell name={row.full_name} email={row.email} userId={row.user_id} />,
  },
  { id: 'amount', header: 'Amount', cell: (row) => formatRupees(row.amount), align: 'end' },
  { id: 'method', header: 'Method', cell: (row) => WALLET_METHOD_LABELS[row.method] },
  { id: 'utr', header: 'UTR', cell: (row) => row.utr_number ?? '—' },
  {
    id: 'due',
    header: 'Due',
    cell: (row) => <Badge colorPalette={row.due ? 'orange' : 'green'}>{dueLabel(row.due)}</Badge>,
  },
  { id: 'date', header: 'Date', cell: (row) => formatDateTime(row.payment_date) },
];
