import { makeUser } from '../../test-fixtures';
import { CACHE_MAX_USERS, cacheUsers, readCachedUsers } from './users-cache';

beforeEach(() => window.localStorage.clear());

describe('the users cache', () => {
  it("keeps the list under the key 'users'", () => {
    cacheUsers([makeUser()]);
    expect(JSON.parse(window.localStorage.getItem('users') ?? 'null')).toEqual([makeUser()]);
    expect(readCachedUsers()).toEqual([makeUser()]);
  });

  it('drops a list too large for local storage, and the older copy with it', () => {
    cacheUsers([makeUser({ full_name: 'Old' })]);
    const many = Array.from({ length: CACHE_MAX_USERS + 1 }, (_, i) => makeUser({ id: i + 1 }));
    cacheUsers(many);
    expect(window.localStorage.getItem('users')).toBeNull();
  });

  it('drops the older copy when the browser refuses the write', () => {
    cacheUsers([makeUser({ full_name: 'Old' })]);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      cacheUsers([makeUser()]);
    } finally {
      setItem.mockRestore();
    }
    expect(window.localStorage.getItem('users')).toBeNull();
  });

  it('ignores a cache that is not a list', () => {
    window.localStorage.setItem('users', '{"users":"nope"}');
    expect(readCachedUsers()).toBeNull();
  });
});
