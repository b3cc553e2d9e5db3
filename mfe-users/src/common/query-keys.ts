import type { UserExportQuery } from '@rewards/contract';
import { DATA_SETS } from '@rewards/shared';

/**
 * The query keys of the user list: one list per view (search, filters, sort), one cache
 * entry per window of it (`[...list(view), windowIndex]`). Row actions patch every cached
 * window under `all`.
 */
export const userListKeys = {
  all: ['users', 'list'] as const,
  list: (view: UserExportQuery) => ['users', 'list', view] as const,
};

/**
 * The wallet changes waiting for a second admin (decision 035). Under the users data set, so
 * the live events that refresh the user list refresh it too: another admin's decision (in
 * another tab or on another instance) changes a balance, a `user.updated`.
 */
export const PENDING_WALLET_CHANGES_KEY = [DATA_SETS.users, 'wallet-changes', 'pending'] as const;
