import { useScreenQuery } from '@rewards/shared/query';
import type { Notification } from '@rewards/contract';
import { fetchNotifications, notificationKeys } from './notifications-api';

const NONE: Notification[] = [];

// docs/product.md#notifications: load failures are only logged; the page also shows a quiet inline
// error so the admin is not left guessing (issue 7).
function logLoadFailure(error: unknown) {
  console.error('[mfe-content] failed to load notifications', error);
}

export function useNotifications() {
  return useScreenQuery(notificationKeys.list(), fetchNotifications, NONE, logLoadFailure);
}
