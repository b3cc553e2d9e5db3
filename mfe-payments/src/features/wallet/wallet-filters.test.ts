import { makeWalletTransaction } from '../../test-fixtures';
import {
  filterWalletTransactions,
  isWalletFilterActive,
  WALLET_FILTER_DEFAULTS,
  type WalletFilters,
} from './wallet-filters';

// Local times, so the day bounds are those of the admin's own calendar day.
const rows = [
  makeWalletTransaction({
    id: 1,
    full_name: 'Asha Verma',
    email: 'asha@example.com',
    utr_number: 'UTR-AAA-111',
    payment_date: new Date(2025, 2, 1, 0, 0, 0, 0).toISOString(),
    due: true,
    method: 'UPI',
  }),
  makeWalletTransaction({
    id: 2,
    full_name: 'Ravi Kumar',
    email: 'ravi@mail.test',
    utr_number: 'UTR-BBB-222',
    payment_date: new Date(2025, 2, 3, 23, 59, 59, 999).toISOString(),
    due: false,
    method: 'SCANNER',
  }),
  makeWalletTransaction({
    id: 3,
    full_name: 'Meera Nair',
    email: 'meera@example.com',
    utr_number: 'UTR-3',
    payment_date: new Date(2025, 2, 4, 0, 0, 0, 0).toISOString(),
    due: false,
    method: 'CRYPTO',
  }),
];

const ids = (changes: Partial<WalletFilters>) =>
  filterWalletTransactions(rows, { ...WALLET_FILTER_DEFAULTS, ...changes }).map((row) => row.id);

describe('wallet filters', () => {
  it('searches name, email and UTR by case-insensitive substring', () => {
    expect(ids({ q: 'VERMA' })).toEqual([1]);
    expect(ids({ q: 'MAIL.TEST' })).toEqual([2]);
    expect(ids({ q: 'bbb-2' })).toEqual([2]);
    expect(ids({ q: '  example  ' })).toEqual([1, 3]);
    expect(ids({ q: 'nobody' })).toEqual([]);
  });

  it('takes from as the start of that day and to as the end of it', () => {
    expect(ids({ from: '2025-03-01' })).toEqual([1, 2, 3]);
    expect(ids({ from: '2025-03-02' })).toEqual([2, 3]);
    expect(ids({ to: '2025-03-03' })).toEqual([1, 2]);
    expect(ids({ to: '2025-02-28' })).toEqual([]);
    expect(ids({ from: '2025-03-03', to: '2025-03-03' })).toEqual([2]);
    expect(ids({ from: '2025-03-04', to: '2025-03-04' })).toEqual([3]);
  });

  it('filters by due flag and by method', () => {
    expect(ids({ due: 'due' })).toEqual([1]);
    expect(ids({ due: 'not-due' })).toEqual([2, 3]);
    expect(ids({ method: 'SCANNER' })).toEqual([2]);
    expect(ids({ method: 'CRYPTO', due: 'not-due' })).toEqual([3]);
  });

  it('ignores unknown values from a hand-edited URL', () => {
    expect(ids({ due: 'maybe', method: 'CASH' })).toEqual([1, 2, 3]);
    expect(isWalletFilterActive({ ...WALLET_FILTER_DEFAULTS, due: 'maybe' })).toBe(false);
  });

  it('counts the due filter as a filter for the Showing line', () => {
    expect(isWalletFilterActive(WALLET_FILTER_DEFAULTS)).toBe(false);
    expect(isWalletFilterActive({ ...WALLET_FILTER_DEFAULTS, due: 'due' })).toBe(true);
    expect(isWalletFilterActive({ ...WALLET_FILTER_DEFAULTS, q: '   ' })).toBe(false);
  });
});
