import { useCallback } from 'react';
import {
  isSeparationOfDuties,
  normaliseApiError,
  SECOND_APPROVAL_REFUSED,
  usePendingActions,
} from '@rewards/shared';
import type { Withdrawal } from '@rewards/contract';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { decisionConfirm, decisionToast } from './withdrawal-decision-texts';
import { decideWithdrawal, fetchWithdrawal, type WithdrawalDecision } from './withdrawals-api';

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
        const row = await fetchWithdrawal(id);
        patchRow(row);
        // A row still pending was not decided: it changed (e.g. a first approval meanwhile).
        const title = row.status === 'pending' ? 'Changed meanwhile' : 'Already decided';
        notify('warning', title, `${serverMessage}. The row has been reloaded.`);
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
        const saved = await decideWithdrawal(row.id, status);
        patchRow(saved);
        const toast = decisionToast(saved);
        notify('success', toast.title, toast.text);
      } catch (error) {
        const apiError = normaliseApiError(error);
        // Refused to this admin: nothing changed meanwhile, and the row stays as it is.
        if (isSeparationOfDuties(apiError))
          return notify('warning', SECOND_APPROVAL_REFUSED, apiError.message);
        if (apiError.status === 409) return reloadDecidedRow(row.id, apiError.message);
        console.error('[mfe-payments] failed to update withdrawal', row.id, error);
        // The title says what failed; the text why, or what to do (docs/spec-deviations.md).
        notify('error', 'Failed to update withdrawal', apiError.message);
      }
    },
    [patchRow, reloadDecidedRow],
  );

  const decide = useCallback(
    (row: Withdrawal, status: WithdrawalDecision) =>
      run(`decide:${row.id}`, async () => {
        const confirmed = await confirmAction(decisionConfirm(row, status));
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
