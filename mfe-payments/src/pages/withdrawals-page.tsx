import { useCallback, useState } from 'react';
import { WITHDRAWAL_LIST } from '@rewards/contract/lists';
import { DATA_SETS, useUrlFilters } from '@rewards/shared';
import type { Withdrawal } from '@rewards/contract';
import { useServerRow, useServerSummary } from '@rewards/shared/query';
import {
  ListRefreshButton,
  ListScreen,
  ListScreenTable,
  RowCellsStyle,
  SavedViews,
  useListScreen,
} from '@rewards/shared/table';
import { PageHeader, Stack } from '@rewards/shared/ui';
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
  const screen = useListScreen<Withdrawal>({
    declaration: WITHDRAWAL_LIST,
    prefetch: 'summary',
    selectable: true,
    // docs/product.md#withdrawals: a load failure is only logged; the page adds a quiet
    // inline retry panel so an outage is not mistaken for an empty list.
    failureLog: '[mfe-payments] failed to load withdrawals',
  });
  const { view, reload } = screen;
  const summary = useServerSummary(screen.source);
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

  return (
    <Stack gap="5">
      <RowCellsStyle />
      <PageHeader title="Withdrawal Requests" actions={<ListRefreshButton screen={screen} />} />
      <ListScreen
        screen={screen}
        errorTitle="Could not load withdrawals"
        loadingLabel="Loading withdrawals..."
      >
        <WithdrawalSummaryCards summary={summary.data} />
        <SavedViews list="withdrawals" />
        <WithdrawalFilterBar
          filters={view.applied as WithdrawalFilters}
          onChange={view.apply}
          onClear={view.clear}
        />
        <WithdrawalBulkActions {...screen.bulk} summary={summary.data} />
        <ListScreenTable
          screen={screen}
          columns={columns}
          noun="withdrawals"
          emptyText="No withdrawals found"
          caption="Withdrawal requests"
        />
      </ListScreen>
      <WithdrawalDetailsDialog withdrawal={details} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
