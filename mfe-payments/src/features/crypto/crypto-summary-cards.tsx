import { useMemo } from 'react';
import { formatDollars } from '@rewards/shared';
import type { CryptoPayment } from '@rewards/contract';
import { SimpleGrid, StatCard } from '@rewards/shared/ui';
import { summariseCrypto } from './crypto-summary';

/** 'Total Amount' sums confirmed payments only, and says so. */
export function CryptoSummaryCards({ rows }: { rows: readonly CryptoPayment[] }) {
  const summary = useMemo(() => summariseCrypto(rows), [rows]);
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="4">
      <StatCard label="Total Payments" value={summary.total} />
      <StatCard
        label="Total Amount"
        value={formatDollars(summary.confirmedAmount)}
        helpText="Confirmed payments"
      />
      <StatCard label="Confirmed" value={summary.confirmed} />
      <StatCard label="Pending" value={summary.pending} />
      <StatCard label="Failed" value={summary.failed} />
    </SimpleGrid>
  );
}
