import { DataTable } from '@rewards/shared/table';
import { Button, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { cryptoColumns } from '../features/crypto/crypto-columns';
import { CryptoSummaryCards } from '../features/crypto/crypto-summary-cards';
import { useCryptoPayments } from '../hooks/use-crypto-payments';

/** /crypto-pay, exposed as `mfe_payments/CryptoPaymentsPage` (default export: federation boundary). */
export default function CryptoPaymentsPage() {
  const { data: rows, status, reload } = useCryptoPayments();

  return (
    <Stack gap="5">
      <PageHeader
        title="Crypto Payments"
        actions={
          <Button variant="outline" size="sm" onClick={reload} loading={status === 'loading'}>
            Refresh
          </Button>
        }
      />
      {status === 'loading' && rows.length === 0 ? (
        <LoadingState label="Loading payments data..." />
      ) : (
        // After a failed load the spec wants the toast plus an empty list, so no error panel here.
        <>
          <CryptoSummaryCards rows={rows} />
          <DataTable
            rows={rows}
            columns={cryptoColumns}
            getRowId={(row) => row.id}
            emptyText="No crypto payments found"
            caption="Crypto payments"
          />
        </>
      )}
    </Stack>
  );
}
