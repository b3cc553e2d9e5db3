import { PERMISSIONS, ROLE_PERMISSIONS, type Permission, type Role } from './permission-matrix';

/**
 * What each permission lets an admin do, in the words of docs/permissions.md's "used by"
 * column: the owners' screen tells them what a role may do before they give it.
 */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  'dashboard:read': 'see the dashboard',
  'account:self': 'change their own password and sessions',
  'users:read': 'see the user list',
  'users:trust': "change a user's trust",
  'users:status': 'pause and block users',
  'users:wallet': 'edit user wallets',
  'users:approve-payment': 'approve payments',
  'users:delete': 'delete users',
  'payments:read': 'see wallet transactions, withdrawals and crypto payments',
  'payments:decide': 'approve and reject withdrawals and set due flags',
  'upi:manage': 'change the UPI ID and QR code',
  'content:read': 'see banners, quizzes and videos',
  'content:write': 'add and delete banners, quizzes and videos',
  'notifications:read': 'see notifications',
  'notifications:write': 'send and edit notifications',
  'contact:read': 'read contact messages',
  'contact:manage': 'mark contact messages handled and delete them',
  'admins:manage': 'create admins, change their roles and disable them',
  'audit:read': 'read the whole audit log',
  'audit:read-money': 'read the audit log of money actions',
  'platform:report': 'report a section that failed to load',
  'platform:read': 'see platform health',
  'platform:deploy': 'create and revoke deploy tokens',
  'views:own': 'save views of the lists and open the shared ones',
};

/** What every role may do: not worth naming when comparing roles. */
const COMMON = PERMISSIONS.filter((permission) =>
  Object.values(ROLE_PERMISSIONS).every((granted) => granted.includes(permission)),
);

/** What `role` may do beyond what every admin may, in the matrix's order. */
export function roleAbilities(role: Role): string[] {
  return ROLE_PERMISSIONS[role]
    .filter((permission) => !COMMON.includes(permission))
    .map((permission) => PERMISSION_LABELS[permission]);
}
