import { DATA_SETS } from '@rewards/shared';

/**
 * The wallet changes waiting for a second admin (decision 035). Under the users data set, so
 * the live events that refresh the user list refresh it too: another admin's decision (in
 * another tab or on another instance) changes a balance, a `user.updated`.
 */
export const PENDING_WALLET_CHANGES_KEY = [DATA_SETS.users, 'wallet-changes', 'pending'] as const;
