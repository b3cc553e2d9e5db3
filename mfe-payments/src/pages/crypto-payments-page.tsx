import { useEffect, useMemo, useState } from 'react';
import { CRYPTO_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import type { CryptoPayment } from '@rewards/contract';
import {
  useLiveNewRows,
  useQueryClient,
  useServerList,
  useServerSummary,
  usePrefetchServerList,
} from '@rewards/shared/query';
import { RowCellsStyle, SavedViews, ServerListTable, useListView } from '@rewards/shared/table';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
import { cryptoColumns } from '../features/crypto/crypto-columns';
import { CryptoFilterBar } from '../features/crypto/crypto-filter-bar';
import type { CryptoFilters } from '../features/crypto/crypto-filters';
import { CryptoSummaryCards } from '../features/crypto/crypto-summary-cards';
import { PaymentUrlDialog } from '../features/crypto/payment-url-dialog';

const dataSet = DATA_SETS.cryptoPayments;

/** /crypto-pay, exposed as `mfe_payments/CryptoPaymentsPage` (default export: federation boundary). */
export default function CryptoPaymentsPage() {
  const view = useListView(
    CRYPTO_LIST,
    usePrefetchServerList({ dataSet, path: CRYPTO_LIST.path, withSummary: true }),
  );
  const [scrolled, setScrolled] = useState(false);
  const hold = scrolled || view.filtered;
  const options = { dataSet, path: CRYPTO_LIST.path, query: view.query, holdNewRows: hold };
  const list = useServerList<CryptoPayment>(options);
  const summary = useServerSummary(options);
  const live = useLiveNewRows(dataSet, 'crypto_payment.created', hold);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: [dataSet] });
  const [urlFor, setUrlFor] = useState<CryptoPayment | null>(null);

  // Only rows with a payment URL show the button (docs/spec-deviations.md).
  const columns = useMemo(() => cryptoColumns(setUrlFor), []);
  useEffect(() => {
    if (!list.error) return;
    console.error('[mfe-payments] failed to load crypto payments', list.error);
    // docs/product.md#crypto-payments: the load failure popup.
    notify('error', 'Error', 'Unable to load payments data');
  }, [list.error]);

  return (
    <Stack gap="5">
      <RowCellsStyle />
      <PageHeader
        title="Crypto Payments"
        actions={
          <Button variant="outline" size="sm" onClick={reload} loading={list.isFetching}>
            Refresh
          </Button>
        }
      />
      {list.error && (
        // The spec's popup still shows; instead of its empty list and $0.00 cards, the error
        // with Retry (docs/spec-deviations.md).
        <ErrorState title="Could not load crypto payments" onRetry={reload} />
      )}
      {list.total === null && !list.error && <LoadingState label="Loading payments data..." />}
      {list.total !== null && (
        <>
          <CryptoSummaryCards summary={summary.data} />
          <SavedViews list="crypto" />
          <CryptoFilterBar
            filters={view.applied as CryptoFilters}
            onChange={view.apply}
            onClear={view.clear}
          />
          <ServerListTable
            list={list}
            view={view}
            columns={columns}
            noun="payments"
            emptyText="No crypto payments found"
            caption="Crypto payments"
            csv={{ path: `${CRYPTO_LIST.path}/export.csv`, fileName: CRYPTO_LIST.csvFileName }}
            live={live}
            onScrolledChange={setScrolled}
          />
        </>
      )}
      <PaymentUrlDialog payment={urlFor} onClose={() => setUrlFor(null)} />
    </Stack>
  );
}
