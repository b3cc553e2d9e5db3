import { useCallback } from 'react';
import { normaliseApiError, serverMessageOr, usePendingActions } from '@rewards/shared';
import type { Withdrawal } from '@rewards/contract';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { decideWithdrawal, fetchWithdrawal, type WithdrawalDecision } from './withdrawals-api';

const CONFIRM = {
  completed: { title: 'Approve withdrawal', confirmLabel: 'Approve', destructive: false },
  rejected: { title: 'Reject withdrawal', confirmLabel: 'Reject', destructive: true },
} as const;

/**
 * Approve / Reject a pending withdrawal. Pessimistic: the row changes only with the row the
 * server returns. `decide:<id>` covers the confirmation and the request, so both buttons of
 * the row stay disabled and a double click cannot send twice; `send:<id>:<status>` marks the
 * request itself, for the clicked button's spinner.
 */
export function useWithdrawalDecision(patchRow: (row: Withdrawal) => void, reloadAll: () => void) {
  const { run, isPending } = usePendingActions();

  const reloadDecidedRow = useCallback(
    async (id: number, serverMessage: string) => {
      // 409: another admin decided first. Show the row as it now is, and say so.
      try {
        patchRow(await fetchWithdrawal(id));
        notify('warning', 'Already decided', `${serverMessage}. The row has been reloaded.`);
      } catch (error) {
        console.error('[mfe-payments] failed to reload withdrawal', id, error);
        reloadAll();
        notify('warning', 'Already decided', `${serverMessage}. The list has been reloaded.`);
      }
    },
    [patchRow, reloadAll],
  );

  const send = useCallback(
    async (row: Withdrawal, status: WithdrawalDecision) => {
      try {
        patchRow(await decideWithdrawal(row.id, status));
        notify('success', 'Updated!', `Withdrawal #${row.id} marked as ${status}.`);
      } catch (error) {
        const apiError = normaliseApiError(error);
        if (apiError.status === 409) return reloadDecidedRow(row.id, apiError.message);
        console.error('[mfe-payments] failed to update withdrawal', row.id, error);
        notify('error', 'Error', serverMessageOr(error, 'Failed to update withdrawal'));
      }
    },
    [patchRow, reloadDecidedRow],
  );

  const decide = useCallback(
    (row: Withdrawal, status: WithdrawalDecision) =>
      run(`decide:${row.id}`, async () => {
        const confirmed = await confirmAction({
          ...CONFIRM[status],
          message: `Are you sure you want to mark this as ${status}?`,
        });
        if (confirmed) await run(`send:${row.id}:${status}`, () => send(row, status));
      }),
    [run, send],
  );

  const isDeciding = useCallback((id: number) => isPending(`decide:${id}`), [isPending]);
  const isSending = useCallback(
    (id: number, status: WithdrawalDecision) => isPending(`send:${id}:${status}`),
    [isPending],
  );
  return { decide, isDeciding, isSending };
}
