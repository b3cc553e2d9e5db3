import { CACHE_KEYS, readCache, removeCache, writeCache } from '@rewards/shared';
import type { User } from '@rewards/contract';

/**
 * Chromium gives an origin about 5 million characters of localStorage and a user is ~450
 * characters of JSON, so a larger list cannot be cached: trying would only spend a
 * JSON.stringify of many megabytes on every change before failing.
 */
export const CACHE_MAX_USERS = 8_000;

export function readCachedUsers(): User[] | null {
  const cached = readCache<unknown>(CACHE_KEYS.users);
  return Array.isArray(cached) ? (cached as User[]) : null;
}

/**
 * Saves the list under the key 'users' (docs/product.md#users). A list over the limit removes the
 * old copy, so the next visit never opens on a list from long ago (writeCache does the same on a
 * failure).
 */
export function cacheUsers(users: readonly User[]): void {
  if (users.length > CACHE_MAX_USERS) removeCache(CACHE_KEYS.users);
  else writeCache(CACHE_KEYS.users, users);
}
