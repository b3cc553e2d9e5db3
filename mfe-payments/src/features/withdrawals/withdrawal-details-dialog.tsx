import { formatDateTime, formatRupees } from '@rewards/shared';
import { payoutItems, WITHDRAWAL_METHOD_LABELS } from '@rewards/contract/lists';
import type { Withdrawal } from '@rewards/contract';
import { Badge, Stack, Text } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import { DetailSection } from './detail-section';
import { WITHDRAWAL_STATUS_PALETTE } from './withdrawal-labels';

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
          [
            'Status',
            <Badge colorPalette={WITHDRAWAL_STATUS_PALETTE[row.status]}>{row.status}</Badge>,
          ],
          ['Requested', formatDateTime(row.created_at)],
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
          ['User ID', `#${row.user_id}`],
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
