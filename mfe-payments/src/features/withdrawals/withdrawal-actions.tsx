import type { Withdrawal } from '@rewards/contract';
import { usePermission } from '@rewards/shared';
import { Button, HStack, Text } from '@rewards/shared/ui';
import type { WithdrawalDecision } from './withdrawals-api';

export interface DecisionControls {
  decide: (row: Withdrawal, status: WithdrawalDecision) => void;
  isDeciding: (id: number) => boolean;
  isSending: (id: number, status: WithdrawalDecision) => boolean;
}

/**
 * Approve and Reject for a pending row, for admins who may decide (docs/permissions.md), and
 * who approved: a large withdrawal's first approver while it awaits a second admin, and the
 * deciding admins of a decided row.
 */
export function WithdrawalActions({
  row,
  controls,
}: {
  row: Withdrawal;
  controls: DecisionControls;
}) {
  const allowed = usePermission('payments:decide');
  if (row.status !== 'pending') {
    return row.decided_by ? (
      <Text fontSize="xs" color="fg.muted">
        {row.first_approved_by ? `Approved by ${row.first_approved_by} and ` : 'By '}
        {row.decided_by}
      </Text>
    ) : null;
  }
  const busy = controls.isDeciding(row.id);
  return (
    <HStack gap="2" wrap="wrap">
      {row.first_approved_by && (
        <Text fontSize="xs" color="fg.muted">
          Approved by {row.first_approved_by}, awaiting a second admin
        </Text>
      )}
      {allowed && (
        <>
          <Button
            size="xs"
            colorPalette="green"
            // Solid green with white text fails the contrast check; subtle keeps it readable.
            variant="subtle"
            aria-label={`Approve withdrawal #${row.id}`}
            disabled={busy}
            loading={controls.isSending(row.id, 'completed')}
            onClick={() => controls.decide(row, 'completed')}
          >
            Approve
          </Button>
          <Button
            size="xs"
            colorPalette="red"
            variant="outline"
            aria-label={`Reject withdrawal #${row.id}`}
            disabled={busy}
            loading={controls.isSending(row.id, 'rejected')}
            onClick={() => controls.decide(row, 'rejected')}
          >
            Reject
          </Button>
        </>
      )}
    </HStack>
  );
}
