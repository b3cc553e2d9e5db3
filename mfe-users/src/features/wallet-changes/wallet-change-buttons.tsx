import { useId } from 'react';
import type { WalletChange } from '@rewards/contract';
import { useSessionStore } from '@rewards/shared';
import { Button, HStack, Stack, Text } from '@rewards/shared/ui';
import type { WalletChangeDecision } from './wallet-changes-api';
import type { useWalletChangeDecision } from './use-wallet-change-decision';

export const OWN_REQUEST_REASON =
  'You asked for this change: a second admin must approve it, or you can cancel it';

/** The buttons' names for screen readers: 'Cancel wallet change #7'. */
const LABELS: Record<WalletChangeDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Cancel',
};

export type WalletChangeDecisions = ReturnType<typeof useWalletChangeDecision>;

interface WalletChangeButtonsProps {
  change: WalletChange;
  decisions: WalletChangeDecisions;
}

/**
 * Approve and Reject for another admin's change; for the requester's own, Approve disabled
 * with the reason and Cancel request (the admin review: a typo needs no second admin to withdraw).
 */
export function WalletChangeButtons({ change, decisions }: WalletChangeButtonsProps) {
  const selfEmail = useSessionStore((state) => state.admin?.email);
  const reasonId = useId();
  const own = change.requested_by === selfEmail;
  const busy = decisions.isDeciding(change.id);
  const button = (decision: WalletChangeDecision, label: string, palette: 'green' | 'red') => (
    <Button
      size="xs"
      colorPalette={palette}
      variant={decision === 'approve' ? 'subtle' : 'outline'}
      aria-label={`${LABELS[decision]} wallet change #${change.id}`}
      aria-describedby={own ? reasonId : undefined}
      disabled={busy || (own && decision === 'approve')}
      loading={decisions.isSending(change.id, decision)}
      onClick={() => void decisions.decide(change, decision)}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="1">
      <HStack gap="2">
        {button('approve', 'Approve', 'green')}
        {own ? button('cancel', 'Cancel request', 'red') : button('reject', 'Reject', 'red')}
      </HStack>
      {own && (
        <Text id={reasonId} fontSize="xs" color="fg.muted">
          {OWN_REQUEST_REASON}
        </Text>
      )}
    </Stack>
  );
}
