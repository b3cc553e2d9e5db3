import { useCallback } from 'react';
import { usePendingActions } from '@rewards/shared';
import { dueLabel } from '@rewards/contract/lists';
import type { WalletTransaction } from '@rewards/contract';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { updateDue } from './wallet-api';

const key = (id: number) => `due:${id}`;

/**
 * Confirm, then save the due flag; the row changes only with the server's answer. The
 * confirmation runs inside the pending guard, so the selector stays disabled from the first
 * pick until the request settles and a second pick cannot send a second request.
 */
export function useDueChange(patchRow: (row: WalletTransaction) => void) {
  const { run, isPending } = usePendingActions();

  const changeDue = useCallback(
    (row: WalletTransaction, due: boolean) =>
      run(key(row.id), async () => {
        const label = dueLabel(due);
        const confirmed = await confirmAction({
          title: 'Change due status',
          message: `Are you sure you want to mark this as ${label}?`,
          confirmLabel: `Mark as ${label}`,
        });
        if (!confirmed) return;
        try {
          patchRow(await updateDue(row.id, due));
          notify('success', 'Updated!', 'Due status updated successfully.');
        } catch (error) {
          console.error('[mfe-payments] failed to update due status', error);
          notify('error', 'Error', 'Failed to update due status');
        }
      }),
    [run, patchRow],
  );

  const isDuePending = useCallback((id: number) => isPending(key(id)), [isPending]);
  return { changeDue, isDuePending };
}
