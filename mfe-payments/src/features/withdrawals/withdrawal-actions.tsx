import { useId } from 'react';
import type { Withdrawal } from '@rewards/contract';
import { usePermission, useSessionStore } from '@rewards/shared';
import { Button, HStack, Stack, Text } from '@rewards/shared/ui';
import { approveBlockedReason } from './withdrawal-decision-texts';
import type { WithdrawalDecision } from './withdrawals-api';

export interface DecisionControls {
  decide: (row: Withdrawal, status: WithdrawalDecision) => void;
  isDeciding: (id: number) => boolean;
  isSending: (id: number, status: WithdrawalDecision) => boolean;
}

/**
 * Approve and Reject for a pending row, for admins who may decide (docs/permissions.md), and
 * who decided a decided row. A large withdrawal's first approver may not approve it again (the
 * API would refuse with 409): their Approve is disabled and says why (who approved first is
 * in the Status column for everyone).
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
      <Text fontSize="xs" color="fg.muted">
        {row.first_approved_by ? `Approved by ${row.first_approved_by} and ` : 'By '}
        {row.decided_by}
      </Text>
    ) : null;
  }
  if (!allowed) return null;
  const busy = controls.isDeciding(row.id);
  const blocked = approveBlockedReason(row, selfEmail);
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Button
          size="xs"
          colorPalette="green"
          // Solid green with white text fails the contrast check; subtle keeps it readable.
          variant="subtle"
          aria-label={`Approve withdrawal #${row.id}`}
          aria-describedby={blocked ? reasonId : undefined}
          disabled={busy || blocked !== null}
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
      {blocked && (
        <Text id={reasonId} fontSize="xs" color="fg.muted">
          {blocked}
        </Text>
      )}
    </Stack>
  );
}
