import { formatDollars } from '@rewards/shared';
import type { CryptoPayment } from '@rewards/contract';
import type { DataColumn } from '@rewards/shared/table';
import { Badge, Button, Text } from '@rewards/shared/ui';
import { amountColumn, dateColumn, idColumn, userColumn } from '../../common/money-columns';
import { CopyCode } from './copy-code';
import { CRYPTO_STATUS_PALETTE, ORDER_ID_CHARS, TX_HASH_CHARS } from './crypto-labels';

/**
 * The crypto payments table. Status is display-only (docs/product.md#crypto-payments). CSV exports
 * the full order ID, TX hash and payment URL, not the shortened forms.
 */
export function cryptoColumns(
  onShowUrl: (row: CryptoPayment) => void,
): DataColumn<CryptoPayment>[] {
  return [
    idColumn(),
    userColumn(),
    amountColumn(formatDollars),
    {
      id: 'currency',
      header: 'Currency',
      cell: (row) => row.currency,
      csvValue: (row) => row.currency,
    },
    {
      id: 'network',
      header: 'Network',
      cell: (row) => row.network,
      csvValue: (row) => row.network,
    },
    {
      id: 'order',
      header: 'Order ID',
      cell: (row) => <CopyCode value={row.order_id} chars={ORDER_ID_CHARS} what="order ID" />,
      csvValue: (row) => row.order_id,
    },
    {
      id: 'tx',
      header: 'TX Hash',
      cell: (row) => <CopyCode value={row.tx_hash} chars={TX_HASH_CHARS} what="TX hash" />,
      csvValue: (row) => row.tx_hash,
    },
    {
      id: 'url',
      header: 'Payment URL',
      width: '110px',
      // Only a payment with a URL offers to show it (issue 18: a button that opens nothing).
      cell: (row) =>
        row.payment_url ? (
          <Button
            size="xs"
            variant="outline"
            // The name starts with the visible text (WCAG 2.5.3, axe label-content-name-mismatch).
            aria-label={`View URL: payment URL of order ${row.order_id}`}
            onClick={() => onShowUrl(row)}
          >
            View URL
          </Button>
        ) : (
          <Text as="span" color="fg.muted" fontSize="sm">
            No URL
          </Text>
        ),
      csvValue: (row) => row.payment_url,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <Badge colorPalette={CRYPTO_STATUS_PALETTE[row.payment_status]}>{row.payment_status}</Badge>
      ),
      csvValue: (row) => row.payment_status,
    },
    dateColumn((row) => row.created_at),
  ];
}
