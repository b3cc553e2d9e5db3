import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '@rewards/shared/table';
import { Button, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { walletColumns } from '../features/wallet/wallet-columns';
import { WalletSummaryCards } from '../features/wallet/wallet-summary-cards';
import { useWalletTransactions } from '../hooks/use-wallet-transactions';

/** /payment, exposed as `mfe_payments/WalletTransactionsPage` (default export: federation boundary). */
export default function WalletTransactionsPage() {
  const { data: rows, status, reload } = useWalletTransactions();

  return (
    <Stack gap="5">
      <PageHeader
        title="Wallet Transactions"
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/dashboard">Back</RouterLink>
            </Button>
            <Button variant="outline" size="sm" onClick={reload} loading={status === 'loading'}>
              Refresh
            </Button>
          </>
        }
      />
      {status === 'loading' && rows.length === 0 ? (
        <LoadingState label="Loading wallet transactions..." />
      ) : (
        <>
          <WalletSummaryCards rows={rows} />
          <DataTable
            rows={rows}
            columns={walletColumns}
            getRowId={(row) => row.id}
            emptyText="No wallet transactions found"
            caption="Wallet transactions"
          />
        </>
      )}
    </Stack>
  );
}
