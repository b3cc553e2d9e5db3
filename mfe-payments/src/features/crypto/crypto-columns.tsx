import { formatDateTime, formatDollars, type CryptoPayment } from '@rewards/shared';
import type { DataColumn } from '@rewards/shared/table';
import { Badge, Text } from '@rewards/shared/ui';
import { UserCell } from '../user-cell';
import { CRYPTO_STATUS_PALETTE, ORDER_ID_CHARS, shorten, TX_HASH_CHARS } from './crypto-labels';

/** The full value stays in the title so it can be read; click-to-copy arrives in issue 6. */
function ShortCode({ value, chars }: { value: string | null; chars: number }) {
  return (
    <Text as="span" fontFamily="mono" fontSize="xs" title={value ?? undefined}>
      {shorten(value, chars)}
    </Text>
  );
}

/**
 * Read-only crypto payments table. Click-to-copy on order ID / TX hash and the payment URL
 * dialog arrive with the full screen (issue 6). Status is display-only by spec.
 */
export const cryptoColumns: readonly DataColumn<CryptoPayment>[] = [
  { id: 'id', header: 'ID', cell: (row) => row.id, width: '70px' },
  {
    id: 'user',
    header: 'User',
    cell: (row) => <UserCell name={row.full_name} email={row.email} userId={row.user_id} />,
  },
  { id: 'amount', header: 'Amount', cell: (row) => formatDollars(row.amount), align: 'end' },
  { id: 'currency', header: 'Currency', cell: (row) => row.currency },
  { id: 'network', header: 'Network', cell: (row) => row.network },
  {
    id: 'order',
    header: 'Order ID',
    cell: (row) => <ShortCode value={row.order_id} chars={ORDER_ID_CHARS} />,
  },
  {
    id: 'tx',
    header: 'TX Hash',
    cell: (row) => <ShortCode value={row.tx_hash} chars={TX_HASH_CHARS} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge colorPalette={CRYPTO_STATUS_PALETTE[row.payment_status]}>{row.payment_status}</Badge>
    ),
  },
  { id: 'date', header: 'Date', cell: (row) => formatDateTime(row.created_at) },
];
