import type { Permission } from '@rewards/contract/permissions';
import { useSessionStore } from './session-store';

/** The tooltip of a control shown disabled because the admin's role may not use it. */
export const NOT_PERMITTED = 'Your role does not allow this';

/**
 * Whether the signed-in admin holds a permission, from the `permissions` the session answer
 * carried (docs/permissions.md). Screens ask by permission, never by role name, so the matrix
 * in the contract stays the one source. The API enforces the same rule; this only shapes the UI.
 */
export function usePermission(permission: Permission): boolean {
  return useSessionStore((state) => hasPermission(state.admin?.permissions, permission));
}

/** The same check outside React (event handlers, route tables). */
export function can(permission: Permission): boolean {
  return hasPermission(useSessionStore.getState().admin?.permissions, permission);
}

/** A route or card with an optional permission: shown when there is none or the admin holds it. */
export function usePermitted<T extends { permission?: Permission }>(items: readonly T[]): T[] {
  const permissions = useSessionStore((state) => state.admin?.permissions);
  return items.filter((item) => !item.permission || hasPermission(permissions, item.permission));
}

function hasPermission(
  permissions: readonly Permission[] | undefined,
  permission: Permission,
): boolean {
  return permissions?.includes(permission) ?? false;
}
