import { isWithinDateRange } from '@rewards/shared';
import type { Withdrawal, WithdrawalStatus } from '@rewards/contract';
import { asOption, type FilterOption } from '../../common/filter-options';

/** Kept in the URL query; the withdrawal filters apply as soon as they change. */
export const WITHDRAWAL_FILTER_DEFAULTS = { from: '', to: '', status: 'all' };
export type WithdrawalFilters = typeof WITHDRAWAL_FILTER_DEFAULTS;

type StatusFilter = 'all' | WithdrawalStatus;

export const STATUS_OPTIONS: readonly FilterOption<StatusFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'rejected', label: 'Rejected' },
];

const statusOf = (value: string): StatusFilter => asOption(value, STATUS_OPTIONS);

export function isWithdrawalFilterActive(filters: WithdrawalFilters): boolean {
  return filters.from !== '' || filters.to !== '' || statusOf(filters.status) !== 'all';
}

/**
 * docs/product.md#list-rules: from = start of that day, to = end of that day (on the request date).
 */
export function filterWithdrawals(
  rows: readonly Withdrawal[],
  filters: WithdrawalFilters,
): readonly Withdrawal[] {
  if (!isWithdrawalFilterActive(filters)) return rows;
  const status = statusOf(filters.status);
  return rows.filter(
    (row) =>
      (status === 'all' || row.status === status) &&
      isWithinDateRange(row.created_at, filters.from, filters.to),
  );
}
