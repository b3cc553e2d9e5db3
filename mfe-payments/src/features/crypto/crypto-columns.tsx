import { formatDateTimeCell, formatDollars } from '@rewards/shared';
import { CRYPTO_LIST } from '@rewards/contract/lists';
import type { CryptoPayment } from '@rewards/contract';
import { type DataColumn, listColumns } from '@rewards/shared/table';
import { UserCell } from '../../common/user-cell';
import { CopyCode } from './copy-code';
import { CRYPTO_STATUS_PALETTE, ORDER_ID_CHARS, TX_HASH_CHARS } from './crypto-labels';

/**
 * The crypto payments table. Status is display-only (docs/product.md#crypto-payments). Headers,
 * sorting and CSV values (the full order ID, TX hash and payment URL, not the shortened forms)
 * come from the list's declaration (CRYPTO_LIST). The cells are plain elements styled by
 * the kit's RowCellsStyle (decision 048).
 */
export function cryptoColumns(
  onShowUrl: (row: CryptoPayment) => void,
): DataColumn<CryptoPayment>[] {
  return listColumns(CRYPTO_LIST.columns, {
    id: { cell: (row) => row.id, width: '70px' },
    user: {
      cell: (row) => <UserCell name={row.full_name} email={row.email} userId={row.user_id} />,
    },
    amount: { cell: (row) => formatDollars(row.amount), align: 'end' },
    currency: { cell: (row) => row.currency },
    network: { cell: (row) => row.network },
    order: {
      cell: (row) => <CopyCode value={row.order_id} chars={ORDER_ID_CHARS} what="order ID" />,
    },
    tx: { cell: (row) => <CopyCode value={row.tx_hash} chars={TX_HASH_CHARS} what="TX hash" /> },
    url: {
      width: '110px',
      // Only a payment with a URL offers to show it (docs/spec-deviations.md).
      cell: (row) =>
        row.payment_url ? (
          <button
            type="button"
            className="rc-btn"
            // The name starts with the visible text (WCAG 2.5.3, axe label-content-name-mismatch).
            aria-label={`View URL: payment URL of order ${row.order_id}`}
            onClick={() => onShowUrl(row)}
          >
            View URL
          </button>
        ) : (
          <span className="rc-none">No URL</span>
        ),
    },
    status: {
      cell: (row) => (
        <span className="rc-badge" data-palette={CRYPTO_STATUS_PALETTE[row.payment_status]}>
          {row.payment_status}
        </span>
      ),
    },
    date: { cell: (row) => formatDateTimeCell(row.created_at) },
  });
}
