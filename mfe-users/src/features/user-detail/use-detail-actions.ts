import { useCallback } from 'react';
import type { User } from '@rewards/contract';
import { DATA_SETS } from '@rewards/shared';
import { useQueryClient, useServerRowPatches } from '@rewards/shared/query';
import { type UserActions, useUserActions } from '../../common/user-row/use-user-actions';
import { userDetailKeys } from './user-detail-api';

/**
 * User Manage's row actions on a user's page (the same hook, so the same confirmations,
 * messages and busy states). A saved user replaces the page's copy and the table's cached rows
 * at once; a deleted one is fetched again, and the page then says 'User #N was deleted'.
 */
export function useDetailActions(): UserActions {
  const client = useQueryClient();
  const patches = useServerRowPatches<User>(DATA_SETS.users);
  const { replaceRow, removeRow } = patches;
  // The tab's own change skips its live event (decision 037), so the audit trail, which
  // follows the user's live changes, is read again here.
  const onSaved = useCallback(
    (user: User) => {
      client.setQueryData(userDetailKeys.user(user.id), user);
      replaceRow(user);
      void client.invalidateQueries({ queryKey: userDetailKeys.audit(user.id) });
    },
    [client, replaceRow],
  );
  const onDeleted = useCallback(
    (id: number) => {
      removeRow(id);
      void client.invalidateQueries({ queryKey: userDetailKeys.audit(id) });
    },
    [client, removeRow],
  );
  return useUserActions({ onSaved, onDeleted });
}
