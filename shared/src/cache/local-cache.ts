/**
 * Screens cache lists in localStorage so a revisit shows data at once while a fresh copy loads.
 * Every key is registered here so logout can clear all of them.
 */
export const CACHE_KEYS = {
  /** The user list (spec section 7: cached under the key 'users'). */
  users: 'users',
} as const;

type CacheKey = (typeof CACHE_KEYS)[keyof typeof CACHE_KEYS];

export function readCache<T>(key: CacheKey): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeCache(key: CacheKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the cache is an optimisation, never required.
  }
}

export function clearCachedData(): void {
  for (const key of Object.values(CACHE_KEYS)) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }
}
