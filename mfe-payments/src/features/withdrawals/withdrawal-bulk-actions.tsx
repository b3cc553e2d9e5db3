import type { ListSummary, Withdrawal } from '@rewards/contract';
import { countNoun, DATA_SETS, formatRupees } from '@rewards/shared';
import { BulkActions, type BulkActionSpec, type Selection } from '@rewards/shared/table';
import { approveQuestion, rejectQuestion } from './withdrawal-bulk-texts';

interface WithdrawalBulkActionsProps {
  selection: Selection<Withdrawal>;
  total: number;
  totalIsEstimate: boolean;
  /** The filter's count and amount (the server's), for a select-all-matching confirm. */
  summary: ListSummary | undefined;
}

/**
 * Reject (one reason for all) or approve the selected withdrawals, each under the single
 * decision's rules; the confirm says what will happen to them, previewed by the server.
 */
export function WithdrawalBulkActions({ summary, ...props }: WithdrawalBulkActionsProps) {
  const what = (selection: Selection<Withdrawal>) => {
    const amount =
      selection.mode === 'filter'
        ? Number(summary?.amount ?? 0)
        : selection.rows.reduce((sum, row) => sum + Number(row.amount), 0);
    return `${countNoun(selection.count, 'withdrawals')} totalling ${formatRupees(amount)}`;
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
      // The server's preview says what happens to each row (the admin review); the rows' total is
      // the fallback should a count answer without one.
      question: (s, preview) => (preview ? rejectQuestion(s.count, preview) : `Reject ${what(s)}?`),
      preview: true,
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
      question: (s, preview) =>
        preview ? approveQuestion(s.count, preview) : `Approve ${what(s)}?`,
      preview: true,
      past: 'completed',
      running: 'Approving',
      path: '/withdrawals/bulk/approve',
      body: {},
    },
  ];
  return (
    <BulkActions {...props} noun="withdrawals" dataSet={DATA_SETS.withdrawals} actions={actions} />
  );
}
