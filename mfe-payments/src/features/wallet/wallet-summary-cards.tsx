import { useMemo } from 'react';
import { formatRupees } from '@rewards/shared';
import type { WalletTransaction } from '@rewards/contract';
import { SimpleGrid, StatCard } from '@rewards/shared/ui';
import { summariseWallet } from './wallet-summary';

export function WalletSummaryCards({ rows }: { rows: readonly WalletTransaction[] }) {
  const summary = useMemo(() => summariseWallet(rows), [rows]);
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      <StatCard label="Total Amount" value={formatRupees(summary.totalAmount)} />
      <StatCard label="Completed" value={summary.completed} />
      <StatCard label="Due" value={summary.due} />
      <StatCard label="Total" value={summary.total} />
    </SimpleGrid>
  );
}
