/** The wallet changes waiting for a second admin (decision 035). */
export const PENDING_WALLET_CHANGES_KEY = ['wallet-changes', 'pending'] as const;
