import { useCallback, useMemo } from 'react';
import type { Withdrawal } from '@rewards/contract';
import { useServerRowPatches } from '@rewards/shared/query';
import { DATA_SETS } from '@rewards/shared';
import { useWithdrawalDecision } from './use-withdrawal-decision';
import { withdrawalColumns } from './withdrawal-columns';

interface WithdrawalColumnsOptions {
  /** Opens the details dialog of a row. */
  showDetails: (id: number) => void;
  /** Reads every withdrawal list again (a 409 whose row could not be re-read). */
  reload: () => void;
  /** False on a user's page: the page is the user's. */
  withUser: boolean;
  /** After a decided or re-read row was patched into every list showing it. */
  onRowChanged?: (row: Withdrawal) => void;
}

/**
 * The withdrawal columns with their decisions wired (useWithdrawalDecision): one source for
 * the Withdrawal screen and the part a user's page embeds (decision 041).
 */
export function useWithdrawalColumns(options: WithdrawalColumnsOptions) {
  const { showDetails, reload, withUser, onRowChanged } = options;
  const { replaceRow } = useServerRowPatches<Withdrawal>(DATA_SETS.withdrawals);
  const patchRow = useCallback(
    (row: Withdrawal) => {
      replaceRow(row);
      onRowChanged?.(row);
    },
    [replaceRow, onRowChanged],
  );
  const { decide, isDeciding, isSending } = useWithdrawalDecision(patchRow, reload);
  return useMemo(
    () =>
      withdrawalColumns({ decide, isDeciding, isSending }, (row) => showDetails(row.id), withUser),
    [decide, isDeciding, isSending, showDetails, withUser],
  );
}
