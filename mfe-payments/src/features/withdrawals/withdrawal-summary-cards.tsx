import { memo } from 'react';
import type { ListSummary } from '@rewards/contract';
import { formatRupees } from '@rewards/shared';
import { SimpleGrid, StatCard } from '@rewards/shared/ui';

const PENDING = '…';

/**
 * docs/product.md#withdrawals: the completed withdrawals' amount (money actually paid out, and
 * it says so), then the counts by status; computed by the server for the filters applied.
 * Memoised: the summary object changes only with its query, not at a sort (decision 048).
 */
export const WithdrawalSummaryCards = memo(function WithdrawalSummaryCards({
  summary,
}: {
  summary: ListSummary | undefined;
}) {
  const status = summary?.groups.status ?? {};
  const count = (value: string) => (summary ? (status[value]?.count ?? 0) : PENDING);
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" aria-busy={!summary}>
      <StatCard
        label="Total Amount"
        value={summary ? formatRupees(Number(status.completed?.amount ?? 0)) : PENDING}
        helpText="Completed withdrawals"
      />
      <StatCard label="Pending" value={count('pending')} />
      <StatCard label="Completed" value={count('completed')} />
      <StatCard label="Rejected" value={count('rejected')} />
    </SimpleGrid>
  );
});
