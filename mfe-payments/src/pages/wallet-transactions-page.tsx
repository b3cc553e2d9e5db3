import { useMemo, useState } from 'react';
import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { WALLET_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import type { WalletTransaction } from '@rewards/contract';
import { useServerRowPatches, useServerSummary } from '@rewards/shared/query';
import {
  ListRefreshButton,
  ListScreen,
  ListScreenTable,
  RowCellsStyle,
  SavedViews,
  useListScreen,
} from '@rewards/shared/table';
import { Button, PageHeader, Stack } from '@rewards/shared/ui';
import { ProofDialog } from '../features/wallet/proof-dialog';
import { useDueChange } from '../features/wallet/use-due-change';
import { walletColumns } from '../features/wallet/wallet-columns';
import { WalletFilterBar } from '../features/wallet/wallet-filter-bar';
import type { WalletFilters } from '../features/wallet/wallet-filters';
import { WalletBulkActions } from '../features/wallet/wallet-bulk-actions';
import { WalletSummaryCards } from '../features/wallet/wallet-summary-cards';

const dataSet = DATA_SETS.walletTransactions;

/** /payment, exposed as `mfe_payments/WalletTransactionsPage` (default export: federation boundary). */
export default function WalletTransactionsPage() {
  const screen = useListScreen<WalletTransaction>({
    declaration: WALLET_LIST,
    prefetch: 'summary',
    selectable: true,
    failureLog: '[mfe-payments] failed to load wallet transactions',
    // docs/product.md#wallet-transactions: the load failure popup.
    failureToast: 'Unable to load wallet data',
  });
  const { view } = screen;
  const summary = useServerSummary(screen.source);
  const { replaceRow } = useServerRowPatches<WalletTransaction>(dataSet);
  const { changeDue, isDuePending } = useDueChange(replaceRow);
  const [proofFor, setProofFor] = useState<WalletTransaction | null>(null);
  const columns = useMemo(
    () => walletColumns({ isDuePending, onDueChange: changeDue, onViewProof: setProofFor }),
    [isDuePending, changeDue],
  );

  return (
    <Stack gap="5">
      <RowCellsStyle />
      <PageHeader
        title="Wallet Transactions"
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={ROUTES.dashboard.path}>Back</RouterLink>
            </Button>
            <ListRefreshButton screen={screen} />
          </>
        }
      />
      {/* Never ₹0.00 and 'No ... found' for a list that did not load. */}
      <ListScreen
        screen={screen}
        errorTitle="Could not load wallet transactions"
        loadingLabel="Loading wallet transactions..."
      >
        <WalletSummaryCards summary={summary.data} />
        <SavedViews list="wallet" />
        {/* Remounted when the applied filters change (Apply, Clear, a URL edit). */}
        <WalletFilterBar
          key={JSON.stringify(view.applied)}
          applied={view.applied as WalletFilters}
          onApply={view.apply}
          onClear={view.clear}
        />
        <WalletBulkActions {...screen.bulk} summary={summary.data} />
        <ListScreenTable
          screen={screen}
          columns={columns}
          noun="transactions"
          emptyText="No wallet transactions found"
          caption="Wallet transactions"
          rowHeight={52}
        />
      </ListScreen>
      <ProofDialog transaction={proofFor} onClose={() => setProofFor(null)} />
    </Stack>
  );
}
