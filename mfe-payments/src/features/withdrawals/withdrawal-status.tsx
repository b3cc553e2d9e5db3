import type { Withdrawal } from '@rewards/contract';
import { WITHDRAWAL_STATUS_PALETTE } from './withdrawal-labels';

/** A pending row with one of its two approvals: still pending, but no longer untouched. */
export const AWAITING_SECOND_APPROVAL = 'Awaiting second approval';

/**
 * The status badge; a large withdrawal's first approval shows as 'Awaiting second approval'
 * with the approver, so every admin sees who approved first. Plain elements styled by the
 * kit's RowCellsStyle (the page renders it), not kit components (decision 048).
 */
export function WithdrawalStatus({ row }: { row: Withdrawal }) {
  if (row.status === 'pending' && row.first_approved_by !== null) {
    return (
      <div className="rc-stack">
        <span className="rc-badge" data-palette="orange">
          {AWAITING_SECOND_APPROVAL}
        </span>
        <span className="rc-note">First approval: {row.first_approved_by}</span>
      </div>
    );
  }
  return (
    <div className="rc-stack">
      <span className="rc-badge" data-palette={WITHDRAWAL_STATUS_PALETTE[row.status]}>
        {row.status}
      </span>
      {row.status === 'pending' && row.needs_second_approval && (
        <span className="rc-note">Needs two approvals</span>
      )}
    </div>
  );
}
