import { memo } from 'react';
import type { ListSummary } from '@rewards/contract';
import { formatDollars } from '@rewards/shared';
import { SimpleGrid, StatCard } from '@rewards/shared/ui';

const PENDING = '…';

/**
 * docs/product.md#crypto-payments: totals in dollars. 'Total Amount' sums confirmed payments
 * only, and says so; computed by the server for the filters applied.
 * Memoised: the summary object changes only with its query, not at a sort (decision 048).
 */
export const CryptoSummaryCards = memo(function CryptoSummaryCards({
  summary,
}: {
  summary: ListSummary | undefined;
}) {
  const status = summary?.groups.payment_status ?? {};
  const count = (value: string) => (summary ? (status[value]?.count ?? 0) : PENDING);
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="4" aria-busy={!summary}>
      <StatCard label="Total Payments" value={summary ? summary.count : PENDING} />
      <StatCard
        label="Total Amount"
        value={summary ? formatDollars(Number(status.confirmed?.amount ?? 0)) : PENDING}
        helpText="Confirmed payments"
      />
      <StatCard label="Confirmed" value={count('confirmed')} />
      <StatCard label="Pending" value={count('pending')} />
      <StatCard label="Failed" value={count('failed')} />
    </SimpleGrid>
  );
});
