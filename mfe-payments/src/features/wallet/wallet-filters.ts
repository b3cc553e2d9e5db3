import { isWithinDateRange, matchesSearch } from '@rewards/shared';
import type { WalletMethod, WalletTransaction } from '@rewards/contract';
import { asOption, type FilterOption } from '../../common/filter-options';
import { WALLET_METHOD_LABELS } from './wallet-labels';

/** The wallet filters as kept in the URL query (`useUrlFilters`): only applied values live there. */
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

/** True when any filter (the due filter included) narrows the list. */
export function isWalletFilterActive(filters: WalletFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.from !== '' ||
    filters.to !== '' ||
    asOption(filters.due, DUE_OPTIONS) !== 'all' ||
    asOption(filters.method, METHOD_OPTIONS) !== 'all'
  );
}

/**
 * docs/product.md#wallet-transactions: search name, email or UTR (case-insensitive substring); from
 * = start of that day, to = end of that day; due and method match exactly.
 */
export function filterWalletTransactions(
  rows: readonly WalletTransaction[],
  filters: WalletFilters,
): readonly WalletTransaction[] {
  if (!isWalletFilterActive(filters)) return rows;
  const due = asOption(filters.due, DUE_OPTIONS);
  const method = asOption(filters.method, METHOD_OPTIONS);
  return rows.filter(
    (row) =>
      (due === 'all' || row.due === (due === 'due')) &&
      (method === 'all' || row.method === method) &&
      isWithinDateRange(row.payment_date, filters.from, filters.to) &&
      matchesSearch(filters.q, [row.full_name, row.email, row.utr_number]),
  );
}
