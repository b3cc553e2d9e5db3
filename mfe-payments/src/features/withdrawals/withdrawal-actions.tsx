import type { Withdrawal } from '@rewards/contract';
import { usePermission } from '@rewards/shared';
import { Button, HStack } from '@rewards/shared/ui';
import type { WithdrawalDecision } from './withdrawals-api';

export interface DecisionControls {
  decide: (row: Withdrawal, status: WithdrawalDecision) => void;
  isDeciding: (id: number) => boolean;
  isSending: (id: number, status: WithdrawalDecision) => boolean;
}

/**
 * Approve and Reject for a pending row, for admins who may decide (docs/permissions.md);
 * completed and rejected rows show no actions.
 */
export function WithdrawalActions({
  row,
  controls,
}: {
  row: Withdrawal;
  controls: DecisionControls;
}) {
  const allowed = usePermission('payments:decide');
  if (row.status !== 'pending' || !allowed) return null;
  const busy = controls.isDeciding(row.id);
  return (
    <HStack gap="2">
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
    </HStack>
  );
}
