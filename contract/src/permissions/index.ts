/** `@rewards/contract/permissions`: roles, permissions and the matrix between them. */
export {
  PERMISSIONS,
  ROLES,
  ROLE_LABELS,
  ROLE_PERMISSIONS,
  permissionsOf,
  roleHas,
  roleWithin,
  type Permission,
  type Role,
} from './permission-matrix';
export { PERMISSION_LABELS, roleAbilities } from './permission-labels';
export { ACTIVITY_TYPE_PERMISSION, DASHBOARD_MONEY_PERMISSION } from './dashboard-visibility';
