import { formatDateTime, formatRupees, type Withdrawal } from '@rewards/shared';
import type { DataColumn } from '@rewards/shared/table';
import { Badge, Text } from '@rewards/shared/ui';
import { UserCell } from '../user-cell';
import { WITHDRAWAL_METHOD_LABELS, WITHDRAWAL_STATUS_PALETTE } from './withdrawal-labels';

/**
 * Spec section 2 columns: id, user, amount, message, method, status, date. The details dialog
 * and the Approve / Reject actions of pending rows arrive with the full screen (issue 6).
 */
export const withdrawalColumns: readonly DataColumn<Withdrawal>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, width: '70px' },
  {
    id: 'user',
    header: 'User',
    cell: (row) => <UserCell name={row.full_name} email={row.email} userId={row.user_id} />,
  },
  { id: 'amount', header: 'Amount', cell: (row) => formatRupees(row.amount), align: 'end' },
  {
    id: 'message',
    header: 'Message',
    cell: (row) => (
      <Text truncate maxW="240px" title={row.message ?? undefined}>
        {row.message || '—'}
      </Text>
    ),
  },
  { id: 'method', header: 'Method', cell: (row) => WITHDRAWAL_METHOD_LABELS[row.method] },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge colorPalette={WITHDRAWAL_STATUS_PALETTE[row.status]}>{row.status}</Badge>,
  },
  { id: 'date', header: 'Date', cell: (row) => formatDateTime(row.created_at) },
];
