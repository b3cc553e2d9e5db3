import { useCallback, useMemo, useState } from 'react';
import { useUrlFilters } from '@rewards/shared';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { FilteredTable } from '../common/filtered-table';
import { useWithdrawalDecision } from '../features/withdrawals/use-withdrawal-decision';
import { withdrawalColumns } from '../features/withdrawals/withdrawal-columns';
import { WithdrawalDetailsDialog } from '../features/withdrawals/withdrawal-details-dialog';
import { WithdrawalFilterBar } from '../features/withdrawals/withdrawal-filter-bar';
import {
  filterWithdrawals,
  isWithdrawalFilterActive,
  WITHDRAWAL_FILTER_DEFAULTS,
} from '../features/withdrawals/withdrawal-filters';
import { WithdrawalSummaryCards } from '../features/withdrawals/withdrawal-summary-cards';
import { useRowPatcher } from '../common/use-row-patcher';
import { useWithdrawals } from '../features/withdrawals/use-withdrawals';

const DETAILS_DEFAULTS = { details: '' };

/** /withdrawal, exposed as `mfe_payments/WithdrawalsPage` (default export: federation boundary). */
export default function WithdrawalsPage() {
  const { data: rows, status, refreshing, reload, setData } = useWithdrawals();
  const patchRow = useRowPatcher(setData);
  const [filters, setFilters, clearFilters] = useUrlFilters(WITHDRAWAL_FILTER_DEFAULTS);
  const { decide, isDeciding, isSending } = useWithdrawalDecision(patchRow, reload);
  // By id, so the dialog shows the row as last reported by the server. A link (the audit
  // log's) opens one withdrawal's details with `?details=<id>`, dropped once it is closed.
  const [view, setView] = useUrlFilters(DETAILS_DEFAULTS);
  const [detailsId, setOpenId] = useState<number | null>(() => Number(view.details) || null);
  const setDetailsId = useCallback(
    (id: number | null) => {
      setOpenId(id);
      if (id === null) setView({ details: '' });
    },
    [setView],
  );

  const shown = useMemo(() => filterWithdrawals(rows, filters), [rows, filters]);
  const columns = useMemo(
    () => withdrawalColumns({ decide, isDeciding, isSending }, (row) => setDetailsId(row.id)),
    [decide, isDeciding, isSending, setDetailsId],
  );
  const details = detailsId === null ? null : (rows.find((row) => row.id === detailsId) ?? null);

  return (
    <Stack gap="5">
      <PageHeader
        title="Withdrawal Requests"
        actions={
          <Button variant="outline" size="sm" onClick={reload} loading={status === 'loading'}>
            Refresh
          </Button>
        }
      />
      {status === 'error' && <ErrorState title="Could not load withdrawals" onRetry={reload} />}
      {status === 'loading' && !refreshing && <LoadingState label="Loading withdrawals..." />}
      {/* A refresh keeps the current rows on screen until the new ones arrive. */}
      {(status === 'ready' || refreshing) && (
        <>
          <WithdrawalSummaryCards rows={rows} />
          <WithdrawalFilterBar filters={filters} onChange={setFilters} onClear={clearFilters} />
          <FilteredTable
            rows={rows}
            shown={shown}
            filterActive={isWithdrawalFilterActive(filters)}
            columns={columns}
            noun="withdrawals"
            csvFileName="withdrawals.csv"
            emptyText="No withdrawals found"
            caption="Withdrawal requests"
          />
        </>
      )}
      <WithdrawalDetailsDialog withdrawal={details} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
