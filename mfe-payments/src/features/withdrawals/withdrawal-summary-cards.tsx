import { useMemo } from 'react';
import { formatRupees } from '@rewards/shared';
import type { Withdrawal } from '@rewards/contract';
import { SimpleGrid, StatCard } from '@rewards/shared/ui';
import { summariseWithdrawals } from './withdrawal-summary';

/** 'Total Amount' sums completed withdrawals only (money actually paid out), and says so. */
export function WithdrawalSummaryCards({ rows }: { rows: readonly Withdrawal[] }) {
  const summary = useMemo(() => summariseWithdrawals(rows), [rows]);
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      <StatCard
        label="Total Amount"
        value={formatRupees(summary.completedAmount)}
        helpText="Completed withdrawals"
      />
      <StatCard label="Pending" value={summary.pending} />
      <StatCard label="Completed" value={summary.completed} />
      <StatCard label="Rejected" value={summary.rejected} />
    </SimpleGrid>
  );
}
