/**
 * The route table of docs/product.md#routes in one place: which paths are public, which admin
 * screens come from which remote, and the sidebar entries in their required order.
 * Remote modules are named by federation id only; the shell never imports a remote by path.
 */

export interface RemoteRoute {
  path: string;
  /** Federation id `<remote>/<ExposedModule>`; the module's default export is the page. */
  moduleId: string;
}

/** Rendered with no sidebar or top bar. */
export const PUBLIC_ROUTES: readonly RemoteRoute[] = [
  { path: '/', moduleId: 'mfe_public/LandingPage' },
  { path: '/privacy-policy', moduleId: 'mfe_public/PrivacyPolicyPage' },
  { path: '/terms-and-conditions', moduleId: 'mfe_public/TermsPage' },
  { path: '/refund-policy', moduleId: 'mfe_public/RefundPolicyPage' },
  { path: '/about-us', moduleId: 'mfe_public/AboutUsPage' },
  { path: '/app-instruction', moduleId: 'mfe_public/AppInstructionPage' },
  { path: '/aml-policy', moduleId: 'mfe_public/AmlPolicyPage' },
  { path: '/contact', moduleId: 'mfe_public/ContactPage' },
];

/** Admin screens served by remotes, inside the signed-in layout. */
export const ADMIN_REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/user-table', moduleId: 'mfe_users/UserTablePage' },
  { path: '/home-data', moduleId: 'mfe_content/BannerPage' },
  { path: '/task-data', moduleId: 'mfe_content/TaskHubPage' },
  { path: '/quiz_form', moduleId: 'mfe_content/CreateTaskPage' },
  { path: '/quiz_table', moduleId: 'mfe_content/QuizTablePage' },
  { path: '/notifications', moduleId: 'mfe_content/NotificationsPage' },
  { path: '/payment', moduleId: 'mfe_payments/WalletTransactionsPage' },
  { path: '/withdrawal', moduleId: 'mfe_payments/WithdrawalsPage' },
  { path: '/upi-scanner', moduleId: 'mfe_payments/UpiScannerPage' },
  { path: '/crypto-pay', moduleId: 'mfe_payments/CryptoPaymentsPage' },
];

export interface SidebarEntry {
  path: string;
  label: string;
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/user-table', label: 'User Manage' },
  { path: '/home-data', label: 'Home Manage' },
  { path: '/task-data', label: 'Task Manage' },
  { path: '/payment', label: 'Payment' },
  { path: '/crypto-pay', label: 'Crypto Pay' },
  { path: '/upi-scanner', label: 'UPI Scanner' },
  { path: '/notifications', label: 'Notifications' },
  { path: '/withdrawal', label: 'Withdrawal' },
];

export const APP_TITLE = 'Admin Panel';
export const APP_VERSION = 'v2.1.0';
export const LOGIN_PATH = '/admin';
export const HOME_PATH = '/dashboard';

/**
 * docs/product.md#navigation: an entry is active when the path equals its route or continues it
 * after a slash.
 */
export function isActivePath(currentPath: string, route: string): boolean {
  return currentPath === route || currentPath.startsWith(`${route}/`);
}
