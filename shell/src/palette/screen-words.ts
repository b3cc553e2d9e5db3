import type { RouteKey } from '@rewards/contract/routes';

/**
 * The words admins look for a screen by besides its label and page title (the admin review: "wallet",
 * "banner", "audit" found nothing). Keyed by the route manifest's keys, so a screen is never
 * listed here without being a route; a screen with no entry is found by label and title.
 */
export const SCREEN_WORDS: Partial<Record<RouteKey, readonly string[]>> = {
  dashboard: ['overview', 'summary', 'statistics', 'charts', 'recent activity'],
  userTable: [
    'users',
    'students',
    'members',
    'accounts',
    'wallet',
    'balance',
    'coins',
    'referrals',
  ],
  homeData: ['banners', 'home screen', 'images', 'carousel'],
  taskData: ['tasks', 'quizzes', 'videos', 'lessons'],
  payment: ['wallet', 'transactions', 'payments', 'due', 'rupees'],
  cryptoPay: ['crypto', 'bitcoin', 'btc', 'usdt', 'dollars'],
  upiScanner: ['upi', 'qr code', 'scanner'],
  notifications: ['push', 'alerts', 'announcements'],
  withdrawal: ['withdrawals', 'payouts', 'approve', 'cash out'],
  messages: ['contact', 'inbox', 'support', 'enquiries'],
  review: ['review', 'queue', 'decisions', 'pending', 'fraud', 'signals'],
  quizForm: ['new task', 'add quiz', 'add video', 'question', 'create'],
  quizTable: ['quizzes', 'questions'],
  settings: ['account', 'password', 'profile', 'admins', 'sessions', 'api tokens', 'preferences'],
  auditLog: ['audit', 'history', 'trail', 'activity', 'changes', 'who changed'],
  platformHealth: ['health', 'status', 'versions', 'remotes', 'deploys', 'failures', 'monitoring'],
};
