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
export function statusSince(
  user: Pick<User, 'status' | 'pause_start' | 'block_date'>,
): string | null {
  if (user.status === 'pause') return user.pause_start;
  if (user.status === 'block') return user.block_date;
  return null;
}
