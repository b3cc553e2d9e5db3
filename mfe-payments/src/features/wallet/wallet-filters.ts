import { WALLET_METHOD_LABELS } from '@rewards/contract/lists';
import type { WalletMethod } from '@rewards/contract';
import type { FilterOption } from '../../common/filter-options';

/**
 * The filter bar's values as kept in the URL query (WALLET_LIST's filters, applied by the
 * server): only applied values live there; Clear puts the draft back to these.
 */
export const WALLET_FILTER_DEFAULTS = { q: '', from: '', to: '', due: 'all', method: 'all' };
export type WalletFilters = typeof WALLET_FILTER_DEFAULTS;

type DueFilter = 'all' | 'not-due' | 'due';
type MethodFilter = 'all' | WalletMethod;

/**
 * docs/product.md#wallet-transactions: due (all, Not Due, Due); method (all, UPI, QR Scanner,
 * Crypto).
 */
export const DUE_OPTIONS: readonly FilterOption<DueFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'not-due', label: 'Not Due' },
  { value: 'due', label: 'Due' },
];

export const METHOD_OPTIONS: readonly FilterOption<MethodFilter>[] = [
  { value: 'all', label: 'All' },
  ...(Object.keys(WALLET_METHOD_LABELS) as WalletMethod[]).map((method) => ({
    value: method,
    label: WALLET_METHOD_LABELS[method],
  })),
];
