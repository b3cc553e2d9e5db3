/**
 * Screens cache lists in localStorage so a revisit shows data at once while a fresh copy loads.
 * Every key is registered here so logout can clear all of them.
 */
export const CACHE_KEYS = {
  /** The user list (docs/product.md#users: cached under the key 'users'). */
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

/**
 * Saves `value` under `key`. When it does not fit (quota exceeded), the old copy is removed
 * too, so the next visit never opens on a list from long ago.
 */
export function writeCache(key: CacheKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // The cache is an optimisation, never required.
    removeCache(key);
  }
}

export function removeCache(key: CacheKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

export function clearCachedData(): void {
  for (const key of Object.values(CACHE_KEYS)) removeCache(key);
}
