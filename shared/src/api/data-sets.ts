/**
 * The platform's query-key convention. Every query key starts with the name of the data set it
 * reads (`[DATA_SETS.withdrawals, 'list']`), so a live event or a mutation in any remote can
 * refresh every screen showing that data by invalidating the prefix, without knowing the
 * screens. Keys themselves are defined next to each data set's API functions.
 */
export const DATA_SETS = {
  users: 'users',
  walletTransactions: 'wallet-transactions',
  withdrawals: 'withdrawals',
  cryptoPayments: 'crypto-payments',
  upiSettings: 'upi-settings',
  contactMessages: 'contact-messages',
  banners: 'banners',
  /** Both lists at once (the old whole-list screen; kept for remotes built against it). */
  quizzesAndVideos: 'quizzes-and-videos',
  /** The quiz table's lists, each paged on its own (QUIZ_LIST, VIDEO_LIST). */
  quizzes: 'quizzes',
  videos: 'videos',
  notifications: 'notifications',
  adminAccounts: 'admin-accounts',
  ownSessions: 'own-sessions',
  /** The signed-in admin's second factor (Settings, Security). */
  ownFactor: 'own-factor',
  /** Personal and deploy API tokens (Settings). */
  apiTokens: 'api-tokens',
  dashboard: 'dashboard',
  /** The sidebar's counts of pending work (withdrawals, due payments, unread messages). */
  pendingWork: 'pending-work',
  /** The audit log (Settings). */
  auditLog: 'audit',
  /** The saved views of the lists (decision 031). */
  savedViews: 'saved-views',
  /** Wallet changes awaiting a second admin (decision 035, User Manage). */
  walletChanges: 'wallet-changes',
  /** The review queue: every pending money item, refreshed by any of their changes. */
  reviewQueue: 'review-queue',
  /**
   * A review item's context (the user's facts, the item, the signals), keyed by its user
   * (`userScopedKey`): a change of that user's money or account refreshes it, not every change
   * of the queue.
   */
  reviewContext: 'review-context',
} as const;

export type DataSet = (typeof DATA_SETS)[keyof typeof DATA_SETS];

/**
 * The key prefix of a data set's queries about one app user (`[set, 'user', id, ...]`): a live
 * change names its user, and refreshes only that user's queries of the set (live-routing.ts).
 */
export const userScopedKey = (set: DataSet, userId: number) => [set, 'user', userId] as const;
