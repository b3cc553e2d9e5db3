import type { User } from '@rewards/contract';

/** docs/product.md#users: a pause that started this long ago or more is shown as '(Expired)'. */
export const PAUSE_EXPIRY_MS = 5 * 60 * 1000;

export function isPauseExpired(
  user: Pick<User, 'status' | 'pause_start'>,
  now = Date.now(),
): boolean {
  if (user.status !== 'pause' || !user.pause_start) return false;
  const started = new Date(user.pause_start).getTime();
  return Number.isFinite(started) && now - started >= PAUSE_EXPIRY_MS;
}

/** The date the Pause/Block Date column shows: when the current pause or block began. */
export { statusSince } from '@rewards/contract/lists';
