import type { ActivityType } from '../api/dashboard';
import type { Permission } from './permission-matrix';

/**
 * What of the dashboard a role may see (docs/security.md): money (revenue, pending withdrawals and
 * payments, and the payment and withdrawal entries of Recent Activity) needs the permission
 * of the money screens; registrations name users, so they need the user list's. The API
 * answers null / leaves entries out; the shell hides the matching cards and filters.
 */
export const DASHBOARD_MONEY_PERMISSION: Permission = 'payments:read';

export const ACTIVITY_TYPE_PERMISSION: Readonly<Record<ActivityType, Permission>> = {
  payment: 'payments:read',
  withdrawal: 'payments:read',
  registration: 'users:read',
  other: 'dashboard:read',
};
