import { useMemo, useState } from 'react';
import { useUrlFilters } from '@rewards/shared';
import type { CryptoPayment } from '@rewards/contract';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
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

  // Only rows with a payment URL show the button (docs/spec-deviations.md).
  const columns = useMemo(() => cryptoColumns(setUrlFor), []);
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
      {status === 'error' && (
        // The spec's toast still shows; instead of its empty list and $0.00 cards, the error
        // with Retry (issue 18, docs/spec-deviations.md).
        <ErrorState title="Could not load crypto payments" onRetry={reload} />
      )}
      {status === 'loading' && !refreshing && <LoadingState label="Loading payments data..." />}
      {(status === 'ready' || refreshing) && (
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
