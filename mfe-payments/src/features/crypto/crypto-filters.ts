import { isWithinDateRange, matchesSearch } from '@rewards/shared';
import type { CryptoNetwork, CryptoPayment, CryptoPaymentStatus } from '@rewards/contract';
import { asOption, type FilterOption } from '../../common/filter-options';

/** Kept in the URL query; the crypto filters apply as soon as they change. */
export const CRYPTO_FILTER_DEFAULTS = { q: '', from: '', to: '', status: 'all', network: 'all' };
export type CryptoFilters = typeof CRYPTO_FILTER_DEFAULTS;

export const CRYPTO_STATUS_OPTIONS: readonly FilterOption<'all' | CryptoPaymentStatus>[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'failed', label: 'Failed' },
];

/** docs/product.md#constants: TRON, BSC, POLYGON, ETH, AVALANCHE. */
export const NETWORK_OPTIONS: readonly FilterOption<'all' | CryptoNetwork>[] = [
  { value: 'all', label: 'All' },
  ...(['TRON', 'BSC', 'POLYGON', 'ETH', 'AVALANCHE'] as const).map((network) => ({
    value: network,
    label: network,
  })),
];

export function isCryptoFilterActive(filters: CryptoFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.from !== '' ||
    filters.to !== '' ||
    asOption(filters.status, CRYPTO_STATUS_OPTIONS) !== 'all' ||
    asOption(filters.network, NETWORK_OPTIONS) !== 'all'
  );
}

/**
 * docs/product.md#crypto-payments: search name, email, order ID or TX hash (case-insensitive);
 * whole days.
 */
export function filterCryptoPayments(
  rows: readonly CryptoPayment[],
  filters: CryptoFilters,
): readonly CryptoPayment[] {
  if (!isCryptoFilterActive(filters)) return rows;
  const status = asOption(filters.status, CRYPTO_STATUS_OPTIONS);
  const network = asOption(filters.network, NETWORK_OPTIONS);
  return rows.filter(
    (row) =>
      (status === 'all' || row.payment_status === status) &&
      (network === 'all' || row.network === network) &&
      isWithinDateRange(row.created_at, filters.from, filters.to) &&
      matchesSearch(filters.q, [row.full_name, row.email, row.order_id, row.tx_hash]),
  );
}
