import { useMemo, useState } from 'react';
import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { useUrlFilters } from '@rewards/shared';
import type { WalletTransaction } from '@rewards/contract';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { FilteredTable } from '../common/filtered-table';
import { ProofDialog } from '../features/wallet/proof-dialog';
import { useDueChange } from '../features/wallet/use-due-change';
import { walletColumns } from '../features/wallet/wallet-columns';
import { WalletFilterBar } from '../features/wallet/wallet-filter-bar';
import {
  filterWalletTransactions,
  isWalletFilterActive,
  WALLET_FILTER_DEFAULTS,
} from '../features/wallet/wallet-filters';
import { WalletSummaryCards } from '../features/wallet/wallet-summary-cards';
import { useRowPatcher } from '../common/use-row-patcher';
import { useWalletTransactions } from '../features/wallet/use-wallet-transactions';

/** /payment, exposed as `mfe_payments/WalletTransactionsPage` (default export: federation boundary). */
export default function WalletTransactionsPage() {
  const { data: rows, status, refreshing, reload, setData } = useWalletTransactions();
  const patchRow = useRowPatcher(setData);
  const [applied, applyFilters, clearFilters] = useUrlFilters(WALLET_FILTER_DEFAULTS);
  const { changeDue, isDuePending } = useDueChange(patchRow);
  const [proofFor, setProofFor] = useState<WalletTransaction | null>(null);

  const shown = useMemo(() => filterWalletTransactions(rows, applied), [rows, applied]);
  const columns = useMemo(
    () => walletColumns({ isDuePending, onDueChange: changeDue, onViewProof: setProofFor }),
    [isDuePending, changeDue],
  );

  return (
    <Stack gap="5">
      <PageHeader
        title="Wallet Transactions"
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={ROUTES.dashboard.path}>Back</RouterLink>
            </Button>
            <Button variant="outline" size="sm" onClick={reload} loading={status === 'loading'}>
              Refresh
            </Button>
          </>
        }
      />
      {status === 'error' && (
        // Never ₹0.00 and 'No ... found' for a list that did not load (issue 18).
        <ErrorState title="Could not load wallet transactions" onRetry={reload} />
      )}
      {status === 'loading' && !refreshing && (
        <LoadingState label="Loading wallet transactions..." />
      )}
      {(status === 'ready' || refreshing) && (
        <>
          <WalletSummaryCards rows={rows} />
          {/* Remounted when the applied filters change (Apply, Clear, a URL edit). */}
          <WalletFilterBar
            key={JSON.stringify(applied)}
            applied={applied}
            onApply={applyFilters}
            onClear={clearFilters}
          />
          <FilteredTable
            rows={rows}
            shown={shown}
            filterActive={isWalletFilterActive(applied)}
            columns={columns}
            noun="transactions"
            csvFileName="wallet-transactions.csv"
            emptyText="No wallet transactions found"
            caption="Wallet transactions"
          />
        </>
      )}
      <ProofDialog transaction={proofFor} onClose={() => setProofFor(null)} />
    </Stack>
  );
}
