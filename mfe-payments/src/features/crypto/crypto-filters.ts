import type { CryptoNetwork, CryptoPaymentStatus } from '@rewards/contract';
import type { FilterOption } from '../../common/filter-options';

/** The filter bar's values, as the URL holds them (CRYPTO_LIST's filters; the server applies them). */
export type CryptoFilters = {
  q: string;
  from: string;
  to: string;
  status: string;
  network: string;
};

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
