import { CACHE_KEYS, readCache, type User } from '@rewards/shared';

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
 * Saves the list under the spec's key 'users'. Unlike the shared writeCache, a list that does
 * not fit removes the old copy, so the next visit never opens on a list from long ago.
 */
export function cacheUsers(users: readonly User[]): void {
  try {
    if (users.length > CACHE_MAX_USERS) window.localStorage.removeItem(CACHE_KEYS.users);
    else window.localStorage.setItem(CACHE_KEYS.users, JSON.stringify(users));
  } catch {
    try {
      window.localStorage.removeItem(CACHE_KEYS.users);
    } catch {
      // Storage disabled: the cache is an optimisation, never required.
    }
  }
}
