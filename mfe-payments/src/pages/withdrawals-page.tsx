import { useCallback, useEffect, useState } from 'react';
import { WITHDRAWAL_LIST } from '@rewards/contract/lists';
import { DATA_SETS, useUrlFilters } from '@rewards/shared';
import type { Withdrawal } from '@rewards/contract';
import {
  useLiveNewRows,
  useQueryClient,
  useServerList,
  useServerRow,
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
import { useWithdrawalColumns } from '../features/withdrawals/use-withdrawal-columns';
import { WithdrawalBulkActions } from '../features/withdrawals/withdrawal-bulk-actions';
import { WithdrawalDetailsDialog } from '../features/withdrawals/withdrawal-details-dialog';
import { WithdrawalFilterBar } from '../features/withdrawals/withdrawal-filter-bar';
import type { WithdrawalFilters } from '../features/withdrawals/withdrawal-filters';
import { WithdrawalSummaryCards } from '../features/withdrawals/withdrawal-summary-cards';

const dataSet = DATA_SETS.withdrawals;
const DETAILS_DEFAULTS = { details: '' };

/** /withdrawal, exposed as `mfe_payments/WithdrawalsPage` (default export: federation boundary). */
export default function WithdrawalsPage() {
  const view = useListView(
    WITHDRAWAL_LIST,
    usePrefetchServerList({ dataSet, path: WITHDRAWAL_LIST.path, withSummary: true }),
  );
  const [scrolled, setScrolled] = useState(false);
  const hold = scrolled || view.filtered;
  const options = { dataSet, path: WITHDRAWAL_LIST.path, query: view.query, holdNewRows: hold };
  const list = useServerList<Withdrawal>(options);
  const summary = useServerSummary(options);
  const live = useLiveNewRows(dataSet, 'withdrawal.created', hold);
  const selection = useSelection<Withdrawal>({
    filter: view.query,
    total: list.total ?? 0,
    rowAt: list.rowAt,
    rowsBetween: list.rowsBetween,
  });
  const client = useQueryClient();
  const reload = useCallback(
    () => void client.invalidateQueries({ queryKey: [dataSet] }),
    [client],
  );
  // By id, so the dialog shows the row as last reported by the server. A link (the audit
  // log's) opens one withdrawal's details with `?details=<id>`, dropped once it is closed.
  const [linked, setLinked] = useUrlFilters(DETAILS_DEFAULTS);
  const [detailsId, setOpenId] = useState<number | null>(() => Number(linked.details) || null);
  const setDetailsId = useCallback(
    (id: number | null) => {
      setOpenId(id);
      if (id === null) setLinked({ details: '' });
    },
    [setLinked],
  );
  const details = useServerRow<Withdrawal>({ dataSet, path: WITHDRAWAL_LIST.path, id: detailsId });

  const columns = useWithdrawalColumns({ showDetails: setDetailsId, reload, withUser: true });
  useEffect(() => {
    // docs/product.md#withdrawals: a load failure is only logged; the page adds a quiet
    // inline retry panel so an outage is not mistaken for an empty list.
    if (list.error) console.error('[mfe-payments] failed to load withdrawals', list.error);
  }, [list.error]);

  return (
    <Stack gap="5">
      <RowCellsStyle />
      <PageHeader
        title="Withdrawal Requests"
        actions={
          <Button variant="outline" size="sm" onClick={reload} loading={list.isFetching}>
            Refresh
          </Button>
        }
      />
      {list.error && <ErrorState title="Could not load withdrawals" onRetry={reload} />}
      {list.total === null && !list.error && <LoadingState label="Loading withdrawals..." />}
      {list.total !== null && (
        <>
          <WithdrawalSummaryCards summary={summary.data} />
          <SavedViews list="withdrawals" />
          <WithdrawalFilterBar
            filters={view.applied as WithdrawalFilters}
            onChange={view.apply}
            onClear={view.clear}
          />
          <WithdrawalBulkActions
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
            noun="withdrawals"
            emptyText="No withdrawals found"
            caption="Withdrawal requests"
            csv={{
              path: `${WITHDRAWAL_LIST.path}/export.csv`,
              fileName: WITHDRAWAL_LIST.csvFileName,
            }}
            live={live}
            onScrolledChange={setScrolled}
          />
        </>
      )}
      <WithdrawalDetailsDialog withdrawal={details} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
