import { makeUser } from '../../test-fixtures';
import { filterUsers, warmSearchIndex } from './user-filters';

// One user per line reads better than prettier's one field per line.
// prettier-ignore
const users = [
  makeUser({ id: 1, full_name: 'Asha Verma', email: 'asha@example.com', phone_number: '9876543210', reference_code: 'ASHA01', status: 'ok', trust: true }),
  makeUser({ id: 2, full_name: 'Ravi Kumar', email: 'ravi@mail.in', phone_number: null, reference_code: 'RAVI77', status: 'pause', trust: false }),
  makeUser({ id: 3, full_name: 'Meera Iyer', email: 'meera@example.com', phone_number: '9123400000', reference_code: 'MEER05', status: 'block', trust: true }),
];

const ids = (query: string, status = 'all', trust = 'all') =>
  filterUsers(users, { query, status, trust }).map((user) => user.id);

describe('filterUsers', () => {
  it('matches name, email, phone and ref code as case-insensitive substrings', () => {
    expect(ids('  KUMAR ')).toEqual([2]);
    expect(ids('example.COM')).toEqual([1, 3]);
    expect(ids('12340')).toEqual([3]);
    expect(ids('ravi77')).toEqual([2]);
    expect(ids('')).toEqual([1, 2, 3]);
  });

  it('never matches across two fields', () => {
    expect(ids('vermaasha')).toEqual([]);
    expect(ids('com9876')).toEqual([]); // the email's end and the phone's start
  });

  it('combines the search with the status and trust filters', () => {
    expect(ids('', 'pause')).toEqual([2]);
    expect(ids('', 'all', 'yes')).toEqual([1, 3]);
    expect(ids('example', 'block', 'yes')).toEqual([3]);
    expect(ids('', 'ok', 'no')).toEqual([]);
  });

  it('hands back the same list when nothing filters', () => {
    expect(filterUsers(users, { query: ' ', status: 'all', trust: 'all' })).toBe(users);
  });

  it('indexes in idle slices and can be cancelled', () => {
    jest.useFakeTimers();
    try {
      const many = Array.from({ length: 12_000 }, (_, i) => makeUser({ id: i + 1 }));
      const cancel = warmSearchIndex(many);
      jest.advanceTimersByTime(5);
      cancel();
      jest.runAllTimers();
      expect(filterUsers(many, { query: 'asha', status: 'all', trust: 'all' })).toHaveLength(
        12_000,
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
