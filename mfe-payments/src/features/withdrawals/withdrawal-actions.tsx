import { useId } from 'react';
import type { Withdrawal } from '@rewards/contract';
import { usePermission, useSessionStore } from '@rewards/shared';
import { approveBlockedReason } from './withdrawal-decision-texts';
import type { WithdrawalDecision } from './withdrawals-api';

/** Two approvers' emails in two or three lines at 1366 px, not one word a line. */
const DECIDED_BY_WIDTH = { display: 'block', minWidth: '10rem' };

export interface DecisionControls {
  decide: (row: Withdrawal, status: WithdrawalDecision) => void;
  isDeciding: (id: number) => boolean;
  isSending: (id: number, status: WithdrawalDecision) => boolean;
}

/**
 * Approve and Reject for a pending row, for admins who may decide (docs/permissions.md), and
 * who decided a decided row. A large withdrawal's first approver may not approve it again (the
 * API would refuse with 409): their Approve is disabled and says why (who approved first is
 * in the Status column for everyone). Plain elements styled by the kit's RowCellsStyle (the
 * page renders it), not kit components (decision 048); `data-loading` shows the spinner the
 * kit's button showed while its decision is sent.
 */
export function WithdrawalActions({
  row,
  controls,
}: {
  row: Withdrawal;
  controls: DecisionControls;
}) {
  const allowed = usePermission('payments:decide');
  const selfEmail = useSessionStore((state) => state.admin?.email);
  const reasonId = useId();
  if (row.status !== 'pending') {
    return row.decided_by ? (
      <span className="rc-note" style={DECIDED_BY_WIDTH}>
        {row.first_approved_by ? `Approved by ${row.first_approved_by} and ` : 'By '}
        {row.decided_by}
      </span>
    ) : null;
  }
  if (!allowed) return null;
  const busy = controls.isDeciding(row.id);
  const blocked = approveBlockedReason(row, selfEmail);
  const approving = controls.isSending(row.id, 'completed');
  const rejecting = controls.isSending(row.id, 'rejected');
  return (
    <div className="rc-stack">
      <div className="rc-wrap">
        <button
          type="button"
          // Subtle green: solid green with white text fails the contrast check.
          className="rc-btn rc-btn-green"
          aria-label={`Approve withdrawal #${row.id}`}
          aria-describedby={blocked ? reasonId : undefined}
          data-loading={approving || undefined}
          disabled={busy || blocked !== null || approving}
          onClick={() => controls.decide(row, 'completed')}
        >
          Approve
        </button>
        <button
          type="button"
          className="rc-btn rc-btn-danger"
          aria-label={`Reject withdrawal #${row.id}`}
          data-loading={rejecting || undefined}
          disabled={busy || rejecting}
          onClick={() => controls.decide(row, 'rejected')}
        >
          Reject
        </button>
      </div>
      {blocked && (
        <span id={reasonId} className="rc-note">
          {blocked}
        </span>
      )}
    </div>
  );
}
