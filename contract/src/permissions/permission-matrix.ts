/**
 * The permission matrix (docs/permissions.md): which role may do what. The one source the API
 * enforces (every route declares a permission), the session answer carries (`permissions` of
 * `/api/admin/me`) and the shell and remotes follow (`can()` in `@rewards/shared`). Plain data
 * only, like the route manifest: browser code imports it without TypeBox.
 */

/** Every permission, grouped by area; a route or a control needs exactly one. */
export const PERMISSIONS = [
  'dashboard:read',
  /** The admin's own account: who am I, own password, own sessions. */
  'account:self',
  'users:read',
  'users:trust',
  'users:status',
  'users:wallet',
  'users:approve-payment',
  'users:delete',
  /** Wallet transactions, withdrawals and crypto payments. */
  'payments:read',
  'payments:decide',
  'upi:manage',
  /** Banners, tasks (quizzes and videos) and their uploaded files. */
  'content:read',
  'content:write',
  'notifications:read',
  'notifications:write',
  /** Messages sent through the public contact form: read them; mark handled and delete. */
  'contact:read',
  'contact:manage',
  'admins:manage',
  /** The whole audit trail. */
  'audit:read',
  /** The audit trail of money actions only (wallet, withdrawals, payments, UPI). */
  'audit:read-money',
  /** Report a remote that failed in the admin's browser (decision 017). */
  'platform:report',
  /** Platform health: deployed remote versions and their failures. */
  'platform:read',
  /** Deploy tokens: one per remote, for its deploy and rollback commands (decision 034). */
  'platform:deploy',
  /** Saved views of the lists: see the shared ones, keep one's own (decision 031). */
  'views:own',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'finance', 'content', 'support'] as const;
export type Role = (typeof ROLES)[number];

const EVERY_ADMIN: readonly Permission[] = [
  'dashboard:read',
  'account:self',
  'platform:report',
  'views:own',
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: PERMISSIONS,
  finance: [
    ...EVERY_ADMIN,
    'users:read',
    'users:wallet',
    'users:approve-payment',
    'payments:read',
    'payments:decide',
    'upi:manage',
    'audit:read-money',
  ],
  content: [
    ...EVERY_ADMIN,
    'content:read',
    'content:write',
    'notifications:read',
    'notifications:write',
  ],
  support: [
    ...EVERY_ADMIN,
    'users:read',
    'users:trust',
    'users:status',
    'notifications:read',
    'notifications:write',
    'contact:read',
    'contact:manage',
  ],
};

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: 'Owner',
  finance: 'Finance',
  content: 'Content',
  support: 'Support',
};

export function permissionsOf(role: Role): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

export function roleHas(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** True when `own` has every permission of `scope`: an API token never widens its maker. */
export function roleWithin(scope: Role, own: Role): boolean {
  return ROLE_PERMISSIONS[scope].every((permission) => roleHas(own, permission));
}
