import { formatDateTimeCell, formatRupees } from '@rewards/shared';
import { WITHDRAWAL_LIST, WITHDRAWAL_METHOD_LABELS } from '@rewards/contract/lists';
import type { Withdrawal } from '@rewards/contract';
import { type DataColumn, EXPORT_ONLY, listColumns } from '@rewards/shared/table';
import { UserCell } from '../../common/user-cell';
import { WithdrawalActions, type DecisionControls } from './withdrawal-actions';
import { WithdrawalStatus } from './withdrawal-status';

/** A long message is cut at this width; the whole of it is in the tooltip. */
const MESSAGE_WIDTH = { maxWidth: '120px' };

/**
 * docs/product.md#withdrawals columns: id, user, amount, message, method, details, status, date,
 * actions. Headers, sorting and CSV values (payout details on one line) come from the list's
 * declaration (WITHDRAWAL_LIST). A user's page leaves the user column out (`withUser` false).
 * The cells are plain elements styled by the kit's RowCellsStyle (decision 048).
 */
export function withdrawalColumns(
  controls: DecisionControls,
  onShowDetails: (row: Withdrawal) => void,
  withUser = true,
): DataColumn<Withdrawal>[] {
  return listColumns(WITHDRAWAL_LIST.columns, {
    id: { cell: (row) => row.id, width: '70px' },
    user: withUser
      ? { cell: (row) => <UserCell name={row.full_name} email={row.email} userId={row.user_id} /> }
      : EXPORT_ONLY,
    amount: { cell: (row) => formatRupees(row.amount), align: 'end' },
    message: {
      cell: (row) => (
        <span className="rc-clip" style={MESSAGE_WIDTH} title={row.message ?? undefined}>
          {row.message || '—'}
        </span>
      ),
    },
    method: { cell: (row) => WITHDRAWAL_METHOD_LABELS[row.method] },
    details: {
      width: '100px',
      cell: (row) => (
        <button
          type="button"
          className="rc-btn"
          aria-label={`Details of withdrawal #${row.id}`}
          onClick={() => onShowDetails(row)}
        >
          Details
        </button>
      ),
    },
    status: {
      width: '190px',
      cell: (row) => <WithdrawalStatus row={row} />,
    },
    date: { cell: (row) => formatDateTimeCell(row.created_at) },
    actions: {
      width: '180px',
      cell: (row) => <WithdrawalActions row={row} controls={controls} />,
    },
  });
}
