import { useCallback } from 'react';
import type { WalletChange } from '@rewards/contract';
import {
  DATA_SETS,
  formatRupees,
  isSeparationOfDuties,
  normaliseApiError,
  SECOND_APPROVAL_REFUSED,
  usePendingActions,
} from '@rewards/shared';
import { useQueryClient } from '@rewards/shared/query';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { PENDING_WALLET_CHANGES_KEY } from '../../common/query-keys';
import { decideWalletChange, type WalletChangeDecision } from './wallet-changes-api';

const QUESTION = {
  approve: { title: 'Approve wallet change', label: 'Approve', result: 'Wallet change approved' },
  reject: { title: 'Reject wallet change', label: 'Reject', result: 'Wallet change rejected' },
  cancel: {
    title: 'Cancel wallet change request',
    label: 'Cancel request',
    result: 'Wallet change request cancelled',
  },
} as const;

const question = (change: WalletChange, decision: WalletChangeDecision, move: string) => {
  if (decision === 'approve') return `Set the wallet of ${change.full_name} ${move} now?`;
  const what = `changing the wallet of ${change.full_name} ${move}? The balance stays as it is.`;
  return decision === 'reject' ? `Reject ${what}` : `Cancel your request for ${what}`;
};

/**
 * Approve or reject one pending change (or cancel one's own) after a confirm; disabled while it saves, so a double
 * click sends one request. Either way the list reloads: a 409 means another admin decided it
 * first, and the list then shows what is still pending. An approval changes a balance, so the
 * user list reloads too.
 */
export function useWalletChangeDecision() {
  const { run, isPending } = usePendingActions();
  const client = useQueryClient();
  const decide = useCallback(
    async (change: WalletChange, decision: WalletChangeDecision) => {
      const texts = QUESTION[decision];
      const move = `from ${formatRupees(change.from)} to ${formatRupees(change.to)}`;
      const confirmed = await confirmAction({
        title: texts.title,
        message: question(change, decision, move),
        confirmLabel: texts.label,
        destructive: decision !== 'approve',
      });
      if (!confirmed) return;
      await run(`${decision}:${change.id}`, async () => {
        try {
          await decideWalletChange(change.id, decision);
          notify('success', texts.result, `${change.full_name}: ${move}`);
        } catch (error) {
          const apiError = normaliseApiError(error);
          if (isSeparationOfDuties(apiError))
            notify('warning', SECOND_APPROVAL_REFUSED, apiError.message);
          else notify('error', 'Failed to decide the wallet change', apiError.message);
        }
        await client.invalidateQueries({ queryKey: PENDING_WALLET_CHANGES_KEY });
        // The balance changed: the list and any user's page read it again.
        if (decision === 'approve') await client.invalidateQueries({ queryKey: [DATA_SETS.users] });
      });
    },
    [run, client],
  );
  const isDeciding = (id: number) =>
    isPending(`approve:${id}`) || isPending(`reject:${id}`) || isPending(`cancel:${id}`);
  const isSending = (id: number, decision: WalletChangeDecision) => isPending(`${decision}:${id}`);
  return { decide, isDeciding, isSending };
}
