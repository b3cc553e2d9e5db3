import { formatRupees } from '@rewards/shared';
import type { Withdrawal } from '@rewards/contract';
import type { DataColumn } from '@rewards/shared/table';
import { Button, Text } from '@rewards/shared/ui';
import { amountColumn, dateColumn, idColumn, userColumn } from '../../common/money-columns';
import { payoutSummary } from './payout-details';
import { WithdrawalActions, type DecisionControls } from './withdrawal-actions';
import { WITHDRAWAL_METHOD_LABELS } from './withdrawal-labels';
import { WithdrawalStatus } from './withdrawal-status';

/**
 * docs/product.md#withdrawals columns: id, user, amount, message, method, details, status, date,
 * actions. CSV exports raw values and the payout details on one line.
 */
export function withdrawalColumns(
  controls: DecisionControls,
  onShowDetails: (row: Withdrawal) => void,
): DataColumn<Withdrawal>[] {
  return [
    idColumn(),
    userColumn(),
    amountColumn(formatRupees),
    {
      id: 'message',
      header: 'Message',
      cell: (row) => (
        <Text truncate maxW="240px" title={row.message ?? undefined}>
          {row.message || '—'}
        </Text>
      ),
      csvValue: (row) => row.message,
    },
    {
      id: 'method',
      header: 'Method',
      cell: (row) => WITHDRAWAL_METHOD_LABELS[row.method],
      csvValue: (row) => WITHDRAWAL_METHOD_LABELS[row.method],
    },
    {
      id: 'details',
      header: 'Details',
      width: '100px',
      cell: (row) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Details of withdrawal #${row.id}`}
          onClick={() => onShowDetails(row)}
        >
          Details
        </Button>
      ),
      csvValue: payoutSummary,
    },
    {
      id: 'status',
      header: 'Status',
      width: '190px',
      cell: (row) => <WithdrawalStatus row={row} />,
      csvValue: (row) => row.status,
    },
    dateColumn((row) => row.created_at),
    {
      id: 'actions',
      header: 'Actions',
      width: '180px',
      cell: (row) => <WithdrawalActions row={row} controls={controls} />,
    },
  ];
}
