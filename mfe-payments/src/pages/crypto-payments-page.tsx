import { useCallback, useMemo, useState } from 'react';
import { useUrlFilters } from '@rewards/shared';
import type { CryptoPayment } from '@rewards/contract';
import { Button, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
import { cryptoColumns } from '../features/crypto/crypto-columns';
import { CryptoFilterBar } from '../features/crypto/crypto-filter-bar';
import {
  CRYPTO_FILTER_DEFAULTS,
  filterCryptoPayments,
  isCryptoFilterActive,
} from '../features/crypto/crypto-filters';
import { CryptoSummaryCards } from '../features/crypto/crypto-summary-cards';
import { PaymentUrlDialog } from '../features/crypto/payment-url-dialog';
import { FilteredTable } from '../common/filtered-table';
import { useCryptoPayments } from '../features/crypto/use-crypto-payments';

/** /crypto-pay, exposed as `mfe_payments/CryptoPaymentsPage` (default export: federation boundary). */
export default function CryptoPaymentsPage() {
  const { data: rows, status, refreshing, reload } = useCryptoPayments();
  const [filters, setFilters, clearFilters] = useUrlFilters(CRYPTO_FILTER_DEFAULTS);
  const [urlFor, setUrlFor] = useState<CryptoPayment | null>(null);

  const showUrl = useCallback((row: CryptoPayment) => {
    // docs/product.md#crypto-payments: an info popup when the order has no payment URL.
    if (row.payment_url) setUrlFor(row);
    else notify('info', 'No payment URL available');
  }, []);
  const columns = useMemo(() => cryptoColumns(showUrl), [showUrl]);
  const shown = useMemo(() => filterCryptoPayments(rows, filters), [rows, filters]);

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
      {status === 'loading' && !refreshing ? (
        <LoadingState label="Loading payments data..." />
      ) : (
        // After a failed load docs/product.md#crypto-payments wants the toast plus an empty list,
        // so no error panel here.
        <>
          <CryptoSummaryCards rows={rows} />
          <CryptoFilterBar filters={filters} onChange={setFilters} onClear={clearFilters} />
          <FilteredTable
            rows={rows}
            shown={shown}
            filterActive={isCryptoFilterActive(filters)}
            columns={columns}
            noun="payments"
            csvFileName="crypto-payments.csv"
            emptyText="No crypto payments found"
            caption="Crypto payments"
          />
        </>
      )}
      <PaymentUrlDialog payment={urlFor} onClose={() => setUrlFor(null)} />
    </Stack>
  );
}
