import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { WALLET_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import type { WalletTransaction } from '@rewards/contract';
import {
  useLiveNewRows,
  useQueryClient,
  useServerList,
  useServerRowPatches,
  useServerSummary,
  usePrefetchServerList,
} from '@rewards/shared/query';
import {
  RowCellsStyle,
  SavedViews,
  ServerListTable,
  useListView,
  useSelection,
} from '@rewards/shared/table';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
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
  const view = useListView(
    WALLET_LIST,
    usePrefetchServerList({ dataSet, path: WALLET_LIST.path, withSummary: true }),
  );
  const [scrolled, setScrolled] = useState(false);
  const hold = scrolled || view.filtered;
  const options = { dataSet, path: WALLET_LIST.path, query: view.query, holdNewRows: hold };
  const list = useServerList<WalletTransaction>(options);
  const summary = useServerSummary(options);
  const live = useLiveNewRows(dataSet, 'wallet_transaction.created', hold);
  const { replaceRow } = useServerRowPatches<WalletTransaction>(dataSet);
  const { changeDue, isDuePending } = useDueChange(replaceRow);
  const selection = useSelection<WalletTransaction>({
    filter: view.query,
    total: list.total ?? 0,
    rowAt: list.rowAt,
    rowsBetween: list.rowsBetween,
  });
  const [proofFor, setProofFor] = useState<WalletTransaction | null>(null);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: [dataSet] });
  const columns = useMemo(
    () => walletColumns({ isDuePending, onDueChange: changeDue, onViewProof: setProofFor }),
    [isDuePending, changeDue],
  );
  useEffect(() => {
    if (!list.error) return;
    console.error('[mfe-payments] failed to load wallet transactions', list.error);
    // docs/product.md#wallet-transactions: the load failure popup.
    notify('error', 'Error', 'Unable to load wallet data');
  }, [list.error]);

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
            <Button variant="outline" size="sm" onClick={reload} loading={list.isFetching}>
              Refresh
            </Button>
          </>
        }
      />
      {list.error && (
        // Never ₹0.00 and 'No ... found' for a list that did not load.
        <ErrorState title="Could not load wallet transactions" onRetry={reload} />
      )}
      {list.total === null && !list.error && (
        <LoadingState label="Loading wallet transactions..." />
      )}
      {list.total !== null && (
        <>
          <WalletSummaryCards summary={summary.data} />
          <SavedViews list="wallet" />
          {/* Remounted when the applied filters change (Apply, Clear, a URL edit). */}
          <WalletFilterBar
            key={JSON.stringify(view.applied)}
            applied={view.applied as WalletFilters}
            onApply={view.apply}
            onClear={view.clear}
          />
          <WalletBulkActions
            selection={selection}
            total={list.total}
            totalIsEstimate={list.totalIsEstimate}
            summary={summary.data}
          />
          <ServerListTable
            selection={selection}
            list={list}
            view={view}
            columns={columns}
            noun="transactions"
            emptyText="No wallet transactions found"
            caption="Wallet transactions"
            csv={{ path: `${WALLET_LIST.path}/export.csv`, fileName: WALLET_LIST.csvFileName }}
            live={live}
            onScrolledChange={setScrolled}
            rowHeight={52}
          />
        </>
      )}
      <ProofDialog transaction={proofFor} onClose={() => setProofFor(null)} />
    </Stack>
  );
}
