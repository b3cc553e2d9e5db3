import type { AuditEntity } from '@rewards/contract/audit';
import type { Permission } from '@rewards/contract/permissions';
import { ROUTES, type RouteEntry, type RouteKey, userPath } from '@rewards/contract/routes';

/** The screen that shows each kind of audited record (null: none lists it on its own). */
const SCREEN_OF: Record<AuditEntity, RouteKey | null> = {
  user: 'userTable',
  withdrawal: 'withdrawal',
  wallet_transaction: 'payment',
  upi_settings: 'upiScanner',
  banner: 'homeData',
  quiz: 'quizTable',
  video: 'taskData',
  notification: 'notifications',
  contact_message: 'messages',
  admin: 'settings',
  api_token: 'settings',
  remote: 'platformHealth',
  // A saved view lives on the list it filters, whichever that is.
  saved_view: null,
};

export interface EntityLink {
  to: string;
  label: string;
  permission: Permission;
}

/**
 * Where an audit row's record is shown. A user opens their own page (`/user-table/<id>`, which
 * says so when they were deleted); a withdrawal opens its details on the withdrawals screen
 * (`?details=<id>`); other screens list their records without an id to jump to.
 */
export function entityLink(entity: string, entityId: number | null): EntityLink | null {
  if (entity === 'user' && entityId !== null) {
    const { label, permission } = ROUTES.userDetail;
    return { to: userPath(entityId), label, permission };
  }
  const key = (SCREEN_OF as Record<string, RouteKey | null | undefined>)[entity];
  if (!key) return null;
  const route: RouteEntry = ROUTES[key];
  const to =
    entity === 'withdrawal' && entityId !== null ? `${route.path}?details=${entityId}` : route.path;
  return { to, label: route.label, permission: route.permission ?? 'account:self' };
}
