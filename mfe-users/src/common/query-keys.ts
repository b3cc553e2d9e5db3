import type { UserExportQuery } from '@rewards/contract';

/**
 * The query keys of the user list: one list per view (search, filters, sort), one cache
 * entry per window of it (`[...list(view), windowIndex]`). Row actions patch every cached
 * window under `all`.
 */
export const userListKeys = {
  all: ['users', 'list'] as const,
  list: (view: UserExportQuery) => ['users', 'list', view] as const,
};

/** The wallet changes waiting for a second admin (decision 035). */
export const PENDING_WALLET_CHANGES_KEY = ['wallet-changes', 'pending'] as const;
