import type { ListSummary, WalletTransaction } from '@rewards/contract';
import { countNoun, DATA_SETS, formatRupees } from '@rewards/shared';
import { BulkActions, type BulkActionSpec, type Selection } from '@rewards/shared/table';

interface WalletBulkActionsProps {
  selection: Selection<WalletTransaction>;
  total: number;
  totalIsEstimate: boolean;
  /** The filter's count and amount (the server's), for a select-all-matching confirm. */
  summary: ListSummary | undefined;
}

/** Mark many transactions due or not due, each through the single due change (audited). */
export function WalletBulkActions({ summary, ...props }: WalletBulkActionsProps) {
  const what = (selection: Selection<WalletTransaction>) => {
    const amount =
      selection.mode === 'filter'
        ? Number(summary?.amount ?? 0)
        : selection.rows.reduce((sum, row) => sum + Number(row.amount), 0);
    return `${countNoun(selection.count, 'transactions')} totalling ${formatRupees(amount)}`;
  };
  const actions: BulkActionSpec<WalletTransaction>[] = [
    {
      label: 'Mark due',
      title: 'Mark transactions as due',
      question: (s) => `Mark ${what(s)} as due?`,
      past: 'marked due',
      running: 'Updating',
      path: '/wallet/bulk/due',
      body: { due: true },
    },
    {
      label: 'Mark not due',
      title: 'Mark transactions as not due',
      question: (s) => `Mark ${what(s)} as not due?`,
      past: 'marked not due',
      running: 'Updating',
      path: '/wallet/bulk/due',
      body: { due: false },
    },
  ];
  return (
    <BulkActions
      {...props}
      noun="transactions"
      dataSet={DATA_SETS.walletTransactions}
      actions={actions}
    />
  );
}
