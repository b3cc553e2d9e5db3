import type { Withdrawal } from '@rewards/contract';
import { Badge, Stack, Text } from '@rewards/shared/ui';
import { WITHDRAWAL_STATUS_PALETTE } from './withdrawal-labels';

/** A pending row with one of its two approvals: still pending, but no longer untouched. */
export const AWAITING_SECOND_APPROVAL = 'Awaiting second approval';

/**
 * The status badge; a large withdrawal's first approval shows as 'Awaiting second approval'
 * with the approver, so every admin sees who approved first.
 */
export function WithdrawalStatus({ row }: { row: Withdrawal }) {
  if (row.status === 'pending' && row.first_approved_by !== null) {
    return (
      <Stack gap="0.5" align="start">
        <Badge colorPalette="orange">{AWAITING_SECOND_APPROVAL}</Badge>
        <Text fontSize="xs" color="fg.muted">
          First approval: {row.first_approved_by}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="0.5" align="start">
      <Badge colorPalette={WITHDRAWAL_STATUS_PALETTE[row.status]}>{row.status}</Badge>
      {row.status === 'pending' && row.needs_second_approval && (
        <Text fontSize="xs" color="fg.muted">
          Needs two approvals
        </Text>
      )}
    </Stack>
  );
}
