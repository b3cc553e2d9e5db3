/**
 * The route manifest (docs/product.md#routes): every path of the platform, its label, which app
 * serves it and, for remote pages, the federation module and the page file behind it.
 * The shell's routes and sidebar, each remote's `exposes` and standalone routes, and the
 * in-app links all derive from this table. Plain data only: the Node-side Rspack configs
 * load it too.
 *
 * Declaration order matters: `sidebar` entries are listed in the spec's sidebar order and
 * the public pages in the public footer's order.
 */
import { USER_DETAIL_PATH } from './route-path';
import type { RouteEntry } from './route-types';

export const ROUTES = {
  landing: {
    path: '/',
    label: 'Home',
    area: 'public',
    app: 'mfe_public',
    module: 'LandingPage',
    file: './src/pages/landing-page.tsx',
  },
  aboutUs: {
    path: '/about-us',
    label: 'About Us',
    area: 'public',
    app: 'mfe_public',
    module: 'AboutUsPage',
    file: './src/pages/about-us-page.tsx',
  },
  appInstruction: {
    path: '/app-instruction',
    label: 'App Instructions',
    area: 'public',
    app: 'mfe_public',
    module: 'AppInstructionPage',
    file: './src/pages/app-instruction-page.tsx',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    label: 'Privacy Policy',
    area: 'public',
    app: 'mfe_public',
    module: 'PrivacyPolicyPage',
    file: './src/pages/privacy-policy-page.tsx',
  },
  terms: {
    path: '/terms-and-conditions',
    label: 'Terms & Conditions',
    area: 'public',
    app: 'mfe_public',
    module: 'TermsPage',
    file: './src/pages/terms-page.tsx',
  },
  refundPolicy: {
    path: '/refund-policy',
    label: 'Refund Policy',
    area: 'public',
    app: 'mfe_public',
    module: 'RefundPolicyPage',
    file: './src/pages/refund-policy-page.tsx',
  },
  amlPolicy: {
    path: '/aml-policy',
    label: 'AML/KYC Policy',
    area: 'public',
    app: 'mfe_public',
    module: 'AmlPolicyPage',
    file: './src/pages/aml-policy-page.tsx',
  },
  contact: {
    path: '/contact',
    label: 'Contact',
    area: 'public',
    app: 'mfe_public',
    module: 'ContactPage',
    file: './src/pages/contact-page.tsx',
  },
  login: { path: '/admin', label: 'Login', area: 'public', app: 'shell' },
  /** docs/product.md#navigation: the sidebar's Logout link goes to /login, which shows the login screen too. */
  logout: { path: '/login', label: 'Logout', area: 'public', app: 'shell' },
  dashboard: {
    path: '/dashboard',
    label: 'Dashboard',
    area: 'sidebar',
    app: 'shell',
    permission: 'dashboard:read',
  },
  userTable: {
    path: '/user-table',
    label: 'User Manage',
    area: 'sidebar',
    app: 'mfe_users',
    permission: 'users:read',
    module: 'UserTablePage',
    file: './src/pages/user-table-page.tsx',
  },
  /** One user's whole story: their fields, referrals and rows of every list (decision 028). */
  userDetail: {
    path: USER_DETAIL_PATH,
    label: 'User details',
    area: 'admin-link',
    app: 'mfe_users',
    permission: 'users:read',
    module: 'UserDetailPage',
    file: './src/pages/user-detail-page.tsx',
  },
  homeData: {
    path: '/home-data',
    label: 'Home Manage',
    title: 'Banner Management',
    area: 'sidebar',
    app: 'mfe_content',
    permission: 'content:read',
    module: 'BannerPage',
    file: './src/pages/banner-page.tsx',
  },
  taskData: {
    path: '/task-data',
    label: 'Task Manage',
    title: 'Task Management',
    area: 'sidebar',
    app: 'mfe_content',
    permission: 'content:read',
    module: 'TaskHubPage',
    file: './src/pages/task-hub-page.tsx',
  },
  payment: {
    path: '/payment',
    label: 'Payment',
    title: 'Wallet Transactions',
    area: 'sidebar',
    app: 'mfe_payments',
    permission: 'payments:read',
    module: 'WalletTransactionsPage',
    file: './src/pages/wallet-transactions-page.tsx',
  },
  cryptoPay: {
    path: '/crypto-pay',
    label: 'Crypto Pay',
    title: 'Crypto Payments',
    area: 'sidebar',
    app: 'mfe_payments',
    permission: 'payments:read',
    module: 'CryptoPaymentsPage',
    file: './src/pages/crypto-payments-page.tsx',
  },
  upiScanner: {
    path: '/upi-scanner',
    label: 'UPI Scanner',
    title: 'UPI Payment Details',
    area: 'sidebar',
    app: 'mfe_payments',
    permission: 'upi:manage',
    module: 'UpiScannerPage',
    file: './src/pages/upi-scanner-page.tsx',
  },
  notifications: {
    path: '/notifications',
    label: 'Notifications',
    area: 'sidebar',
    app: 'mfe_content',
    permission: 'notifications:read',
    module: 'NotificationsPage',
    file: './src/pages/notifications-page.tsx',
  },
  withdrawal: {
    path: '/withdrawal',
    label: 'Withdrawal',
    title: 'Withdrawal Requests',
    area: 'sidebar',
    app: 'mfe_payments',
    permission: 'payments:read',
    module: 'WithdrawalsPage',
    file: './src/pages/withdrawals-page.tsx',
  },
  /** Not in the spec's nine (docs/spec-deviations.md): the contact inbox, after them. */
  messages: {
    path: '/messages',
    label: 'Messages',
    area: 'sidebar',
    app: 'mfe_content',
    permission: 'contact:read',
    module: 'MessagesPage',
    file: './src/pages/messages-page.tsx',
  },
  /** Not in the spec (docs/product.md#review-queue): every pending money decision in one queue. */
  review: {
    path: '/review',
    label: 'Review Queue',
    area: 'sidebar',
    app: 'mfe_payments',
    permission: 'payments:decide',
    module: 'ReviewQueuePage',
    file: './src/pages/review-queue-page.tsx',
  },
  quizForm: {
    path: '/quiz_form',
    label: 'Create Task',
    area: 'admin-link',
    app: 'mfe_content',
    permission: 'content:write',
    module: 'CreateTaskPage',
    file: './src/pages/create-task-page.tsx',
  },
  quizTable: {
    path: '/quiz_table',
    label: 'Quiz Table',
    area: 'admin-link',
    app: 'mfe_content',
    permission: 'content:read',
    module: 'QuizTablePage',
    file: './src/pages/quiz-table-page.tsx',
  },
  settings: {
    path: '/settings',
    label: 'Settings',
    title: 'Settings Page',
    area: 'admin-link',
    app: 'shell',
    permission: 'account:self',
  },
  /** Not in the one-admin spec (docs/spec-deviations.md): the audit trail, in the settings area. */
  auditLog: {
    path: '/settings/audit',
    label: 'Audit log',
    area: 'admin-link',
    app: 'shell',
    permission: 'audit:read-money',
  },
  /** Owners: each remote's deployed version and its failures (decision 017). */
  platformHealth: {
    path: '/settings/health',
    label: 'Platform health',
    area: 'admin-link',
    app: 'shell',
    permission: 'platform:read',
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof ROUTES;
