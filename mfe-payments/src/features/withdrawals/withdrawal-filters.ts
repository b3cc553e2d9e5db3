import type { WithdrawalStatus } from '@rewards/contract';
import type { FilterOption } from '../../common/filter-options';

/** The filter bar's values, as the URL holds them (WITHDRAWAL_LIST's filters; the server applies them). */
export type WithdrawalFilters = { from: string; to: string; status: string };

export const STATUS_OPTIONS: readonly FilterOption<'all' | WithdrawalStatus>[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'rejected', label: 'Rejected' },
];
