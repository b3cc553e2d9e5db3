import { makeWithdrawal } from '../../test-fixtures';
import {
  filterWithdrawals,
  isWithdrawalFilterActive,
  WITHDRAWAL_FILTER_DEFAULTS,
  type WithdrawalFilters,
} from './withdrawal-filters';

const rows = [
  makeWithdrawal({
    id: 1,
    status: 'pending',
    created_at: new Date(2025, 4, 10, 0, 0).toISOString(),
  }),
  makeWithdrawal({
    id: 2,
    status: 'completed',
    created_at: new Date(2025, 4, 10, 23, 59, 59, 999).toISOString(),
  }),
  makeWithdrawal({
    id: 3,
    status: 'rejected',
    created_at: new Date(2025, 4, 11, 0, 0).toISOString(),
  }),
];

const ids = (changes: Partial<WithdrawalFilters>) =>
  filterWithdrawals(rows, { ...WITHDRAWAL_FILTER_DEFAULTS, ...changes }).map((row) => row.id);

describe('withdrawal filters', () => {
  it('keeps a whole day between From and To', () => {
    expect(ids({ from: '2025-05-10', to: '2025-05-10' })).toEqual([1, 2]);
    expect(ids({ from: '2025-05-11' })).toEqual([3]);
    expect(ids({ to: '2025-05-09' })).toEqual([]);
  });

  it('filters by status and ignores unknown ones', () => {
    expect(ids({ status: 'pending' })).toEqual([1]);
    expect(ids({ status: 'rejected', from: '2025-05-10' })).toEqual([3]);
    expect(ids({ status: 'paid' })).toEqual([1, 2, 3]);
    expect(isWithdrawalFilterActive({ ...WITHDRAWAL_FILTER_DEFAULTS, status: 'paid' })).toBe(false);
  });
});
