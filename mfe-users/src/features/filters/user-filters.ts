import { USER_LIST } from '@rewards/contract/lists';
import { listQueryOf } from '@rewards/shared/table';

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
export type UserListView = Readonly<Record<string, string>>;

/**
 * The URL's view as the server's query (USER_LIST's names: `q` is `search`). Values the server
 * would refuse (a hand-edited URL, a sort on a column it cannot sort) are left out, so the
 * list opens unfiltered or unsorted rather than failing. Defaults are left out too: one cache
 * entry per distinct view.
 */
export const toServerView = (params: UserViewParams): UserListView =>
  listQueryOf(USER_LIST, params);
