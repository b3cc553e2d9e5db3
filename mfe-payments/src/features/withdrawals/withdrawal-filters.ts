import { choiceOptions, WITHDRAWAL_LIST } from '@rewards/contract/lists';
import type { FilterOption } from '../../common/filter-options';

/** The filter bar's values, as the URL holds them (WITHDRAWAL_LIST's filters; the server applies them). */
export type WithdrawalFilters = { from: string; to: string; status: string };

/** The status choices and their labels, from WITHDRAWAL_LIST. */
export const STATUS_OPTIONS: readonly FilterOption<string>[] = choiceOptions(
  WITHDRAWAL_LIST,
  'status',
);
