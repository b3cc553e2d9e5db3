import { CACHE_KEYS, clearCachedData, readCache, writeCache } from './local-cache';

beforeEach(() => window.localStorage.clear());

describe('local cache', () => {
  it('writes and reads a value under its key', () => {
    writeCache(CACHE_KEYS.users, [{ id: 1 }]);
    expect(readCache(CACHE_KEYS.users)).toEqual([{ id: 1 }]);
  });

  it('removes the old copy when the browser refuses a write', () => {
    writeCache(CACHE_KEYS.users, [{ id: 1 }]);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      writeCache(CACHE_KEYS.users, [{ id: 2 }]);
    } finally {
      setItem.mockRestore();
    }
    expect(readCache(CACHE_KEYS.users)).toBeNull();
  });

  it('clears every registered key on logout', () => {
    writeCache(CACHE_KEYS.users, [{ id: 1 }]);
    clearCachedData();
    expect(window.localStorage.getItem('users')).toBeNull();
  });
});
