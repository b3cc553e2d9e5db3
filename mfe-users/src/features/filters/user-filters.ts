import type { UserExportQuery } from '@rewards/contract';
import { USER_SORT_KEYS } from '@rewards/contract/limits';
import { parseSort } from '@rewards/shared/table';

/** The list's view in the URL query (`?q=asha&status=pause&trust=yes&sort=name:asc`). */
export const USER_VIEW_DEFAULTS = { q: '', status: 'all', trust: 'all', sort: '' };
export type UserViewParams = typeof USER_VIEW_DEFAULTS;

export const STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: 'ok', label: 'ok' },
  { value: 'pause', label: 'pause' },
  { value: 'block', label: 'block' },
] as const;

export const TRUST_FILTERS = [
  { value: 'all', label: 'Any trust' },
  { value: 'yes', label: 'Trusted' },
  { value: 'no', label: 'Not trusted' },
] as const;

/** The search, filters and sort as the server takes them (GET /api/users, the CSV export). */
export type UserListView = UserExportQuery;

const oneOf = <T extends string>(options: readonly { value: T }[], value: string) =>
  options.find((option) => option.value === value)?.value;

/**
 * The URL's view as the server's query. Values the server would refuse (a hand-edited URL,
 * a sort on a column it cannot sort) are left out, so the list opens unfiltered or unsorted
 * rather than failing. Defaults are left out too: one cache entry per distinct view.
 */
export function toServerView(params: UserViewParams): UserListView {
  const view: UserListView = {};
  const search = params.q.trim();
  if (search) view.search = search;
  const status = oneOf(STATUS_FILTERS, params.status);
  if (status && status !== 'all') view.status = status;
  const trust = oneOf(TRUST_FILTERS, params.trust);
  if (trust && trust !== 'all') view.trust = trust;
  const sort = parseSort(params.sort);
  if (sort && USER_SORT_KEYS.some((key) => key === sort.columnId)) view.sort = params.sort;
  return view;
}
