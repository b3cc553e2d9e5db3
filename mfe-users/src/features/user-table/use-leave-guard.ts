import { useMemo } from 'react';
import { useLeaveCheck, type LeaveCheck } from '@rewards/shared/router';
import { confirmAction } from '@rewards/shared/ui-admin';
import { useUnsavedWallets } from '../../common/user-row/unsaved-wallets';

/**
 * While a wallet edit is unsaved, leaving the page asks first and never saves: a link (the
 * sidebar), the jump palette and a reload or closing the tab all go through the kit's one leave
 * guard (useLeaveCheck), which asks this question; leaving discards the edit.
 */
export function useLeaveGuard(): void {
  const edits = useUnsavedWallets((state) => state.edits);
  const summary = Object.values(edits).join('; ');
  const check = useMemo<LeaveCheck | null>(
    () =>
      summary
        ? async () => {
            const leave = await confirmAction({
              title: 'Leave without saving?',
              message: `Not saved: ${summary}. Leave this page and discard it?`,
              confirmLabel: 'Leave without saving',
              destructive: true,
            });
            if (leave) useUnsavedWallets.getState().clearAll();
            return leave;
          }
        : null,
    [summary],
  );
  useLeaveCheck(check);
}
