import { formatDateTime, formatRupees } from '@rewards/shared';
import { Box, Text } from '@rewards/shared/ui';
import { usePendingWalletChangeOf } from '../../common/pending-wallet-changes';
import { useWalletChangeDecision } from './use-wallet-change-decision';
import { WalletChangeButtons } from './wallet-change-buttons';

/**
 * Under a user's balance on their page (the admin review): the change of it awaiting a second admin,
 * who asked and when, with Approve / Reject for another admin and Cancel for the requester.
 * Nothing while none waits (or for admins who may not edit wallets).
 */
export function UserPendingWalletChange({ userId }: { userId: number }) {
  const change = usePendingWalletChangeOf(userId);
  const decisions = useWalletChangeDecision();
  if (!change) return null;
  return (
    <Box
      as="section"
      aria-label="Pending wallet change"
      mt="2"
      p="2"
      borderWidth="1px"
      borderColor="orange.muted"
      borderRadius="md"
      bg="orange.subtle"
      fontWeight="normal"
    >
      <Text fontSize="sm" fontWeight="medium">
        {`Change to ${formatRupees(change.to)} awaits a second admin`}
      </Text>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {`Asked by ${change.requested_by} on ${formatDateTime(change.requested_at)}; the balance stays ${formatRupees(change.from)} until approved.`}
      </Text>
      <WalletChangeButtons change={change} decisions={decisions} />
    </Box>
  );
}
