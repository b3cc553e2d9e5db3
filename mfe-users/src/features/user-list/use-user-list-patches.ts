import { useCallback } from 'react';
import type { User } from '@rewards/contract';
import { useQueryClient, type WindowPage } from '@rewards/shared/query';
import { userListKeys } from './user-list-keys';

type Page = WindowPage<User>;
/** A window's list: its key without the window index. */
const listOf = (key: readonly unknown[]) => JSON.stringify(key.slice(0, -1));

/**
 * Row changes applied to the cached windows in place: the server's answer for a user replaces
 * its row wherever a window holds it (no refetch), a deleted user leaves every list that held
 * it and those lists' totals drop by one. After a delete the rows behind it moved up by one
 * on the server, so the windows on screen are fetched again and the others marked stale.
 */
export function useUserListPatches() {
  const client = useQueryClient();

  const replaceUser = useCallback(
    (user: User) => {
      client.setQueriesData<Page>({ queryKey: userListKeys.all }, (page) =>
        page?.rows.some((row) => row.id === user.id)
          ? { ...page, rows: page.rows.map((row) => (row.id === user.id ? user : row)) }
          : page,
      );
    },
    [client],
  );

  const removeUser = useCallback(
    (id: number) => {
      const windows = client.getQueriesData<Page>({ queryKey: userListKeys.all });
      const held = new Set(
        windows
          .filter(([, page]) => page?.rows.some((row) => row.id === id))
          .map(([key]) => listOf(key)),
      );
      for (const [key, page] of windows) {
        if (!page || !held.has(listOf(key))) continue;
        client.setQueryData<Page>(key, {
          ...page,
          rows: page.rows.filter((row) => row.id !== id),
          total: Math.max(0, page.total - 1),
        });
      }
      void client.invalidateQueries({ queryKey: userListKeys.all });
    },
    [client],
  );

  return { replaceUser, removeUser };
}
