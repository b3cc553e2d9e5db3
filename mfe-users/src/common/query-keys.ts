import { DATA_SETS } from '@rewards/shared';

/**
 * The wallet changes waiting for a second admin (decision 035). Their own data set: every
 * request, approval or rejection (in another tab or on another instance) is a live
 * `wallet_change` event, and none of them needs the user list fetched again.
 */
export const PENDING_WALLET_CHANGES_KEY = [DATA_SETS.walletChanges, 'pending'] as const;
