import {
  USER_SORT_KEYS,
  type UserExportQuery,
  type UserSortKey,
  type UserStatus,
} from '@rewards/contract';
import { badRequest } from '../lib/http-error';

// The user list query's search, filters and sort, checked once for the list and the CSV.

export interface UserListFilter {
  /** Trimmed; '' means no search. */
  search: string;
  status: UserStatus | null;
  trust: boolean | null;
}

export type SortDirection = 'asc' | 'desc';

export interface UserListSort {
  key: UserSortKey;
  direction: SortDirection;
}

export interface UserListView {
  filter: UserListFilter;
  sort: UserListSort;
}

const isSortKey = (value: string): value is UserSortKey =>
  (USER_SORT_KEYS as readonly string[]).includes(value);

export function parseUserSort(value: string | undefined): UserListSort {
  if (value === undefined || value === '') return { key: 'id', direction: 'asc' };
  const [key = '', direction = 'asc', extra] = value.split(':');
  if (!isSortKey(key))
    throw badRequest(`Unknown sort key "${key}"; sortable: ${USER_SORT_KEYS.join(', ')}`);
  if ((direction !== 'asc' && direction !== 'desc') || extra !== undefined)
    throw badRequest('sort must be <key>:asc or <key>:desc');
  return { key, direction };
}

// Control characters never occur in the searched fields; dropping them keeps the search
// text printable for the index query.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

export function parseUserView(query: UserExportQuery): UserListView {
  return {
    filter: {
      search: (query.search ?? '').replace(CONTROL, '').trim(),
      status: query.status === undefined || query.status === 'all' ? null : query.status,
      trust: query.trust === undefined || query.trust === 'all' ? null : query.trust === 'yes',
    },
    sort: parseUserSort(query.sort),
  };
}

/** One string per distinct view: a cursor is valid only for the view it was issued in. */
export const viewKey = ({ filter, sort }: UserListView): string =>
  JSON.stringify([
    filter.search.toLowerCase(),
    filter.status,
    filter.trust,
    sort.key,
    sort.direction,
  ]);

/** One string per distinct filter (the total does not depend on the sort). */
export const filterKey = (filter: UserListFilter): string =>
  JSON.stringify([filter.search.toLowerCase(), filter.status, filter.trust]);
