import { useCallback, useMemo, useRef } from 'react';
import { useUrlFilters } from '@rewards/shared';
import { usePacedValue } from '@rewards/shared/query';
import { USER_LIST } from '@rewards/contract/lists';
import { formatSort, type ListView, nextSort, parseSort } from '@rewards/shared/table';
import {
  toServerView,
  USER_VIEW_DEFAULTS,
  type UserListView,
  type UserViewParams,
} from './user-filters';

/** The list engine's view of the list (ServerListTable), plus the filter bar's own. */
interface UserView extends ListView {
  /** What the filter bar shows: the URL's values, updated on every keystroke. */
  params: UserViewParams;
  setParams: (changes: Partial<UserViewParams>) => void;
  /** What the server is asked for: `params` with the search paced (see SEARCH_PACE_MS). */
  query: UserListView;
}

const NO_FILTERS = { q: '', status: 'all', trust: 'all' };
const { key: DEFAULT_KEY, direction: DEFAULT_DIRECTION } = USER_LIST.defaultSort;

/**
 * A keystroke after a pause asks the server at once; while the admin types, at most one
 * search per 150 ms goes out (each newer one cancels the one before), and the last
 * keystroke is always searched.
 */
const SEARCH_PACE_MS = 150;

/**
 * Search, filters and sort, kept in the URL query and run by the server. `prefetch` is handed
 * each view the server will be asked for at once (a sort, a filter, a keystroke after a
 * pause), from the event itself: the request then runs while the page renders.
 */
export function useUserView(prefetch?: (view: UserListView) => void): UserView {
  const [params, setUrlParams] = useUrlFilters(USER_VIEW_DEFAULTS);
  const search = usePacedValue(params.q, SEARCH_PACE_MS);
  const lastKeystrokeAt = useRef(Number.NEGATIVE_INFINITY);
  // Read when a change is made, so setParams (and toggleSort) stay the same functions.
  const current = useRef(params);
  current.current = params;
  const setParams = useCallback(
    (changes: Partial<UserViewParams>) => {
      const next = { ...current.current, ...changes };
      const typed = next.q !== current.current.q;
      // The search box shows each key at once; a sort or a select renders the page once.
      setUrlParams(changes, typed ? 'typed' : 'chosen');
      const now = performance.now();
      // Only a keystroke after a pause: within a burst the paced search picks what goes out.
      const burst = typed && now - lastKeystrokeAt.current < SEARCH_PACE_MS;
      if (typed) lastKeystrokeAt.current = now;
      if (prefetch && !burst) prefetch(toServerView(next));
    },
    [setUrlParams, prefetch],
  );
  const { status, trust, sort: sortParam } = params;
  const query = useMemo(
    () => toServerView({ q: search, status, trust, sort: sortParam }),
    [search, status, trust, sortParam],
  );
  // A sort the server takes is the sort shown (else the list's default, id ascending).
  // One object per sort, so the table's memoised header renders again only when it changes.
  const sort = useMemo(
    () =>
      (query.sort ? parseSort(query.sort) : null) ?? {
        columnId: DEFAULT_KEY,
        direction: DEFAULT_DIRECTION,
      },
    [query.sort],
  );
  const toggleSort = useCallback(
    (columnId: string) => setParams({ sort: formatSort(nextSort(sort, columnId)) }),
    [setParams, sort],
  );
  const clear = useCallback(() => setParams(NO_FILTERS), [setParams]);
  const { sort: _sort, ...applied } = params;
  const filtered = Object.keys(query).some((key) => key !== 'sort');
  return {
    params,
    setParams,
    applied,
    apply: setParams,
    clear,
    query,
    filtered,
    sort,
    toggleSort,
  };
}
