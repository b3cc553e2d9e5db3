import type { ListSummary, Withdrawal } from '@rewards/contract';
import { DATA_SETS, formatRupees } from '@rewards/shared';
import { BulkActions, type BulkActionSpec, type Selection } from '@rewards/shared/table';

interface WithdrawalBulkActionsProps {
  selection: Selection<Withdrawal>;
  total: number;
  totalIsEstimate: boolean;
  /** The filter's count and amount (the server's), for a select-all-matching confirm. */
  summary: ListSummary | undefined;
}

/** Reject (one reason for all) or approve the selected withdrawals, each under the single decision's rules. */
export function WithdrawalBulkActions({ summary, ...props }: WithdrawalBulkActionsProps) {
  const what = (selection: Selection<Withdrawal>) => {
    const amount =
      selection.mode === 'filter'
        ? Number(summary?.amount ?? 0)
        : selection.rows.reduce((sum, row) => sum + Number(row.amount), 0);
    return `${selection.count.toLocaleString('en-IN')} withdrawals totalling ${formatRupees(amount)}`;
  };
  const actions: BulkActionSpec<Withdrawal>[] = [
    {
      label: 'Reject selected',
      title: 'Reject withdrawals',
      confirmLabel: 'Reject',
      reason: {
        title: 'Reason for rejecting',
        label: 'Reason (kept in the audit log of every row)',
      },
      question: (s) => `Reject ${what(s)}?`,
      past: 'rejected',
      running: 'Rejecting',
      path: '/withdrawals/bulk/reject',
      body: {},
      destructive: true,
    },
    {
      label: 'Approve selected',
      title: 'Approve withdrawals',
      confirmLabel: 'Approve',
      lead: 'Each withdrawal is approved under the two-person rule; rows you cannot approve are reported.',
      question: (s) => `Approve ${what(s)}?`,
      past: 'approved',
      running: 'Approving',
      path: '/withdrawals/bulk/approve',
      body: {},
    },
  ];
  return (
    <BulkActions {...props} noun="withdrawals" dataSet={DATA_SETS.withdrawals} actions={actions} />
  );
}
