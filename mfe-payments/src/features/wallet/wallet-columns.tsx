import { formatDateTimeCell, formatRupees } from '@rewards/shared';
import { WALLET_LIST, WALLET_METHOD_LABELS } from '@rewards/contract/lists';
import type { WalletTransaction } from '@rewards/contract';
import { type DataColumn, listColumns } from '@rewards/shared/table';
import { UserCell } from '../../common/user-cell';
import { DueSelect } from './due-select';

interface WalletRowActions {
  isDuePending: (id: number) => boolean;
  onDueChange: (row: WalletTransaction, due: boolean) => void;
  onViewProof: (row: WalletTransaction) => void;
}

/**
 * docs/product.md#wallet-transactions columns: number, user info, amount, method, UTR, due
 * selector, date and the proof 'View' button. Headers, sorting and CSV values come from the
 * list's declaration (WALLET_LIST), which also exports the transaction id and status.
 * The cells are plain elements styled by the kit's RowCellsStyle (decision 048).
 */
export function walletColumns(actions: WalletRowActions): DataColumn<WalletTransaction>[] {
  return listColumns(WALLET_LIST.columns, {
    number: { cell: (_row, index) => index + 1, width: '60px' },
    user: {
      cell: (row) => <UserCell name={row.full_name} email={row.email} userId={row.user_id} />,
    },
    amount: { cell: (row) => formatRupees(row.amount), align: 'end' },
    method: { cell: (row) => WALLET_METHOD_LABELS[row.method] },
    utr: { cell: (row) => row.utr_number },
    due: {
      width: '130px',
      cell: (row) => (
        <DueSelect
          row={row}
          pending={actions.isDuePending(row.id)}
          onChange={actions.onDueChange}
        />
      ),
    },
    date: { cell: (row) => formatDateTimeCell(row.payment_date) },
    proof: {
      width: '90px',
      cell: (row) => (
        <button
          type="button"
          className="rc-btn"
          aria-label={`View proof of transaction #${row.id}`}
          onClick={() => actions.onViewProof(row)}
        >
          View
        </button>
      ),
    },
  });
}
