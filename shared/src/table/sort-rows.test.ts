import { nextSort, sortRows } from './sort-rows';

const rows = [
  { id: 1, name: 'bravo', wallet: 10 },
  { id: 2, name: 'Alpha', wallet: null },
  { id: 3, name: 'charlie', wallet: 5 },
  { id: 4, name: '', wallet: 10 },
];

describe('sortRows', () => {
  it('sorts text ignoring case, blanks last', () => {
    expect(sortRows(rows, (row) => row.name, 'asc').map((row) => row.id)).toEqual([2, 1, 3, 4]);
    expect(sortRows(rows, (row) => row.name, 'desc').map((row) => row.id)).toEqual([3, 1, 2, 4]);
  });

  it('sorts numbers, keeps ties in their original order and leaves the input alone', () => {
    const copy = [...rows];
    expect(sortRows(rows, (row) => row.wallet, 'asc').map((row) => row.id)).toEqual([3, 1, 4, 2]);
    expect(sortRows(rows, (row) => row.wallet, 'desc').map((row) => row.id)).toEqual([1, 4, 3, 2]);
    expect(rows).toEqual(copy);
  });
});

describe('sort state', () => {
  it('cycles ascending, descending, off', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ columnId: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ columnId: 'name', direction: 'desc' });
    expect(nextSort(second, 'name')).toBeNull();
    expect(nextSort(second, 'wallet')).toEqual({ columnId: 'wallet', direction: 'asc' });
  });
});
