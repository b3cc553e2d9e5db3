import { DataTable } from '@rewards/shared/table';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { withdrawalColumns } from '../features/withdrawals/withdrawal-columns';
import { WithdrawalSummaryCards } from '../features/withdrawals/withdrawal-summary-cards';
import { useWithdrawals } from '../hooks/use-withdrawals';

/** /withdrawal, exposed as `mfe_payments/WithdrawalsPage` (default export: federation boundary). */
export default function WithdrawalsPage() {
  const { data: rows, status, reload } = useWithdrawals();

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
      {status === 'loading' && rows.length === 0 && <LoadingState label="Loading withdrawals..." />}
      {/* A refresh keeps the current rows on screen until the new ones arrive. */}
      {(status === 'ready' || (status === 'loading' && rows.length > 0)) && (
        <>
          <WithdrawalSummaryCards rows={rows} />
          <DataTable
            rows={rows}
            columns={withdrawalColumns}
            getRowId={(row) => row.id}
            emptyText="No withdrawals found"
            caption="Withdrawal requests"
          />
        </>
      )}
    </Stack>
  );
}
