import { formatDateTime, formatRupees, usePermission } from '@rewards/shared';
import { userPath } from '@rewards/contract/routes';
import { Link as RouterLink } from '@rewards/shared/router';
import { payoutItems, WITHDRAWAL_METHOD_LABELS } from '@rewards/contract/lists';
import type { Withdrawal } from '@rewards/contract';
import { Link, Stack, Text } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import { DetailSection, type DetailItem } from './detail-section';
import { WithdrawalStatus } from './withdrawal-status';

/**
 * docs/product.md#withdrawals: Basic Information, Payment Details by method, User Information,
 * Message.
 */
export function WithdrawalDetailsDialog(props: {
  withdrawal: Withdrawal | null;
  onClose: () => void;
}) {
  const row = props.withdrawal;
  return (
    <SimpleDialog
      open={row !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title="Withdrawal details"
    >
      {row && <DetailsBody row={row} />}
    </SimpleDialog>
  );
}

/** Who approved and decided; a large withdrawal lists its first approval even while pending. */
function approvalItems(row: Withdrawal): DetailItem[] {
  const items: DetailItem[] = [];
  if (row.first_approved_by) items.push(['First approval', row.first_approved_by]);
  else if (row.status === 'pending' && row.needs_second_approval) {
    items.push(['First approval', 'Not yet: two admins must approve']);
  }
  if (row.decided_by) {
    items.push([row.status === 'rejected' ? 'Rejected by' : 'Approved by', row.decided_by]);
  }
  return items;
}

/** The user's page, for an admin who may read users (the id as text otherwise). */
function UserPageLink({ userId }: { userId: number }) {
  const mayOpen = usePermission('users:read');
  if (!mayOpen) return `#${userId}`;
  return (
    <Link asChild colorPalette="blue">
      <RouterLink to={userPath(userId)}>#{userId} (open their page)</RouterLink>
    </Link>
  );
}

function DetailsBody({ row }: { row: Withdrawal }) {
  const payout = payoutItems(row);
  return (
    <Stack gap="5">
      <DetailSection
        title="Basic Information"
        items={[
          ['Withdrawal ID', `#${row.id}`],
          ['Amount', formatRupees(row.amount)],
          ['Method', WITHDRAWAL_METHOD_LABELS[row.method]],
          ['Status', <WithdrawalStatus row={row} />],
          ['Requested', formatDateTime(row.created_at)],
          ...approvalItems(row),
        ]}
      />
      <DetailSection title="Payment Details" items={payout.length ? payout : undefined}>
        {payout.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No payment details for this method.
          </Text>
        )}
      </DetailSection>
      <DetailSection
        title="User Information"
        items={[
          ['Name', row.full_name],
          ['Email', row.email],
          ['User ID', <UserPageLink userId={row.user_id} />],
        ]}
      />
      <DetailSection title="Message">
        <Text fontSize="sm" whiteSpace="pre-wrap" color={row.message ? undefined : 'fg.muted'}>
          {row.message || 'No message'}
        </Text>
      </DetailSection>
    </Stack>
  );
}
