import { useMemo, useState } from 'react';
import { CRYPTO_LIST } from '@rewards/contract/lists';
import type { CryptoPayment } from '@rewards/contract';
import { useServerSummary } from '@rewards/shared/query';
import {
  ListRefreshButton,
  ListScreen,
  ListScreenTable,
  RowCellsStyle,
  SavedViews,
  useListScreen,
} from '@rewards/shared/table';
import { PageHeader, Stack } from '@rewards/shared/ui';
import { cryptoColumns } from '../features/crypto/crypto-columns';
import { CryptoFilterBar } from '../features/crypto/crypto-filter-bar';
import type { CryptoFilters } from '../features/crypto/crypto-filters';
import { CryptoSummaryCards } from '../features/crypto/crypto-summary-cards';
import { PaymentUrlDialog } from '../features/crypto/payment-url-dialog';

/** /crypto-pay, exposed as `mfe_payments/CryptoPaymentsPage` (default export: federation boundary). */
export default function CryptoPaymentsPage() {
  const screen = useListScreen<CryptoPayment>({
    declaration: CRYPTO_LIST,
    prefetch: 'summary',
    failureLog: '[mfe-payments] failed to load crypto payments',
    // docs/product.md#crypto-payments: the load failure popup.
    failureToast: 'Unable to load payments data',
  });
  const summary = useServerSummary(screen.source);
  const { view } = screen;
  const [urlFor, setUrlFor] = useState<CryptoPayment | null>(null);
  // Only rows with a payment URL show the button (docs/spec-deviations.md).
  const columns = useMemo(() => cryptoColumns(setUrlFor), []);

  return (
    <Stack gap="5">
      <RowCellsStyle />
      <PageHeader title="Crypto Payments" actions={<ListRefreshButton screen={screen} />} />
      {/* The spec's popup still shows; instead of its empty list and $0.00 cards, the error
          with Retry (docs/spec-deviations.md). */}
      <ListScreen
        screen={screen}
        errorTitle="Could not load crypto payments"
        loadingLabel="Loading payments data..."
      >
        <CryptoSummaryCards summary={summary.data} />
        <SavedViews list="crypto" />
        <CryptoFilterBar
          filters={view.applied as CryptoFilters}
          onChange={view.apply}
          onClear={view.clear}
        />
        <ListScreenTable
          screen={screen}
          columns={columns}
          noun="payments"
          emptyText="No crypto payments found"
          caption="Crypto payments"
        />
      </ListScreen>
      <PaymentUrlDialog payment={urlFor} onClose={() => setUrlFor(null)} />
    </Stack>
  );
}
