import { useCallback, useEffect } from 'react';
import { CACHE_KEYS, removeCache } from '@rewards/shared';
import type { User, UserExportQuery } from '@rewards/contract';
import {
  prefetchFirstWindow,
  useQuery,
  useQueryClient,
  useWindowedQuery,
  type WindowedRows,
  type WindowRequest,
} from '@rewards/shared/query';
import { fetchUserWindow } from './user-list-api';
import { userListKeys } from '../../common/query-keys';

/** Rows per request: a screen is ~15 rows, so one window covers several screens of scrolling. */
export const USER_WINDOW_SIZE = 100;

const windowedOptions = (view: UserExportQuery, holdNewRows: boolean) => ({
  listKey: userListKeys.list(view),
  windowSize: USER_WINDOW_SIZE,
  fetchWindow: (request: WindowRequest) => fetchUserWindow(view, request),
  holdNewRows,
});

/** Asks for a view's first window before the page renders it (see prefetchFirstWindow). */
export function usePrefetchUserList(): (view: UserExportQuery) => void {
  const client = useQueryClient();
  return useCallback(
    (view: UserExportQuery) => prefetchFirstWindow(client, windowedOptions(view, false)),
    [client],
  );
}

/**
 * The users of a view, fetched by the window the table shows (useWindowedQuery), plus the
 * unfiltered total for 'Showing X of Y'. Its first window is the unfiltered list's own first
 * window (same key), so clearing the filters shows rows at once. `holdNewRows`: users created
 * meanwhile do not refetch the windows (see useLiveUsers).
 */
export function useUserList(
  view: UserExportQuery,
  holdNewRows = false,
): WindowedRows<User> & { allTotal: number | null } {
  const list = useWindowedQuery(windowedOptions(view, holdNewRows));
  const narrowed =
    view.search !== undefined || view.status !== undefined || view.trust !== undefined;
  const all = useQuery({
    queryKey: [...userListKeys.list({}), 0],
    queryFn: ({ signal }) =>
      fetchUserWindow({}, { position: 0, limit: USER_WINDOW_SIZE, cursor: null, signal }),
    enabled: narrowed,
  });

  useEffect(() => {
    // docs/product.md#users: a failed user fetch is logged (the page shows a retry panel too).
    if (list.error) console.error('[mfe-users] failed to load users', list.error);
  }, [list.error]);

  // The screen no longer keeps the list in local storage (docs/spec-deviations.md): a copy
  // an older version left there is stale and only takes space.
  useEffect(() => removeCache(CACHE_KEYS.users), []);

  return { ...list, allTotal: narrowed ? (all.data?.total ?? null) : list.total };
}
