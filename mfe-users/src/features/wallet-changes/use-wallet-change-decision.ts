import { useCallback } from 'react';
import type { WalletChange } from '@rewards/contract';
import { DATA_SETS, formatRupees, normaliseApiError, usePendingActions } from '@rewards/shared';
import { serverListKeys, useQueryClient } from '@rewards/shared/query';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { PENDING_WALLET_CHANGES_KEY } from '../../common/query-keys';
import { decideWalletChange, type WalletChangeDecision } from './wallet-changes-api';

const QUESTION = {
  approve: { title: 'Approve wallet change', label: 'Approve', result: 'Wallet change approved' },
  reject: { title: 'Reject wallet change', label: 'Reject', result: 'Wallet change rejected' },
} as const;

/**
 * Approve or reject one pending change after a confirm; disabled while it saves, so a double
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
        message:
          decision === 'approve'
            ? `Set the wallet of ${change.full_name} ${move} now?`
            : `Reject changing the wallet of ${change.full_name} ${move}? The balance stays as it is.`,
        confirmLabel: texts.label,
        destructive: decision === 'reject',
      });
      if (!confirmed) return;
      await run(`${decision}:${change.id}`, async () => {
        try {
          await decideWalletChange(change.id, decision);
          notify('success', texts.result, `${change.full_name}: ${move}`);
        } catch (error) {
          notify('error', 'Failed to decide the wallet change', normaliseApiError(error).message);
        }
        await client.invalidateQueries({ queryKey: PENDING_WALLET_CHANGES_KEY });
        if (decision === 'approve')
          await client.invalidateQueries({ queryKey: serverListKeys(DATA_SETS.users).all });
      });
    },
    [run, client],
  );
  const isDeciding = (id: number) => isPending(`approve:${id}`) || isPending(`reject:${id}`);
  const isSending = (id: number, decision: WalletChangeDecision) => isPending(`${decision}:${id}`);
  return { decide, isDeciding, isSending };
}
