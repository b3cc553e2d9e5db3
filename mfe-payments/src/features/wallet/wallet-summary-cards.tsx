import { memo } from 'react';
import type { ListSummary } from '@rewards/contract';
import { formatRupees } from '@rewards/shared';
import { SimpleGrid, StatCard } from '@rewards/shared/ui';

const PENDING = '…';

/**
 * docs/product.md#wallet-transactions: total amount, completed, due, total, computed by the
 * server for the filters applied (docs/spec-deviations.md: the cards follow the filter).
 * Memoised: the summary object changes only with its query, not at a sort (decision 048).
 */
export const WalletSummaryCards = memo(function WalletSummaryCards({
  summary,
}: {
  summary: ListSummary | undefined;
}) {
  const status = summary?.groups.status ?? {};
  const due = summary?.groups.due ?? {};
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" aria-busy={!summary}>
      <StatCard
        label="Total Amount"
        value={summary ? formatRupees(Number(summary.amount)) : PENDING}
      />
      <StatCard label="Completed" value={summary ? (status.completed?.count ?? 0) : PENDING} />
      <StatCard label="Due" value={summary ? (due['1']?.count ?? 0) : PENDING} />
      <StatCard label="Total" value={summary ? summary.count : PENDING} />
    </SimpleGrid>
  );
});
