import { ROUTE_LIST } from '@rewards/contract/routes';
import {
  ADMIN_REMOTE_ROUTES,
  APP_TITLE,
  APP_VERSION,
  PUBLIC_ROUTES,
  SIDEBAR_ENTRIES,
  isActivePath,
} from './route-table';

describe('route table', () => {
  it('names the app and its version as the spec does', () => {
    expect([APP_TITLE, APP_VERSION]).toEqual(['Admin Panel', 'v2.1.0']);
  });

  it("lists the spec's nine sidebar entries in its order, then Messages and Review Queue", () => {
    expect(SIDEBAR_ENTRIES.map((entry) => `${entry.path} ${entry.label}`)).toEqual([
      '/dashboard Dashboard',
      '/user-table User Manage',
      '/home-data Home Manage',
      '/task-data Task Manage',
      '/payment Payment',
      '/crypto-pay Crypto Pay',
      '/upi-scanner UPI Scanner',
      '/notifications Notifications',
      '/withdrawal Withdrawal',
      '/messages Messages',
      '/review Review Queue',
    ]);
  });

  it('mounts every public and admin route of the spec', () => {
    expect(PUBLIC_ROUTES.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/privacy-policy',
        '/terms-and-conditions',
        '/refund-policy',
        '/about-us',
        '/app-instruction',
        '/aml-policy',
        '/contact',
      ].sort(),
    );
    expect(ADMIN_REMOTE_ROUTES.map((route) => route.path).sort()).toEqual(
      [
        '/user-table',
        '/user-table/:id',
        '/home-data',
        '/task-data',
        '/quiz_form',
        '/quiz_table',
        '/payment',
        '/notifications',
        '/withdrawal',
        '/messages',
        '/upi-scanner',
        '/crypto-pay',
        '/review',
      ].sort(),
    );
  });

  it('loads each page from the remote module that serves it', () => {
    expect(PUBLIC_ROUTES).toContainEqual({ path: '/', moduleId: 'mfe_public/LandingPage' });
    expect(ADMIN_REMOTE_ROUTES).toContainEqual({
      path: '/payment',
      moduleId: 'mfe_payments/WalletTransactionsPage',
      permission: 'payments:read',
    });
    expect(ADMIN_REMOTE_ROUTES).toContainEqual({
      path: '/quiz_form',
      moduleId: 'mfe_content/CreateTaskPage',
      permission: 'content:write',
    });
  });

  it('marks an entry active on its path or a sub-path, not on a mere prefix', () => {
    expect(isActivePath('/payment', '/payment')).toBe(true);
    expect(isActivePath('/payment/42', '/payment')).toBe(true);
    expect(isActivePath('/payments', '/payment')).toBe(false);
    expect(isActivePath('/dashboard', '/payment')).toBe(false);
  });

  it("matches a route's :parameters one path segment each", () => {
    expect(isActivePath('/user-table/42', '/user-table/:id')).toBe(true);
    expect(isActivePath('/user-table/42/more', '/user-table/:id')).toBe(true);
    expect(isActivePath('/user-table', '/user-table/:id')).toBe(false);
    expect(isActivePath('/user-tablex/42', '/user-table/:id')).toBe(false);
    expect(isActivePath('/user-table/42', '/user-table')).toBe(true);
  });

  it('every admin route declares the permission its screen needs', () => {
    const undeclared = ROUTE_LIST.filter((route) => route.area !== 'public' && !route.permission);
    expect(undeclared).toEqual([]);
  });
});
