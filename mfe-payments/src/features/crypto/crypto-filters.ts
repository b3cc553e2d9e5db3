import { choiceOptions, CRYPTO_LIST } from '@rewards/contract/lists';
import type { FilterOption } from '../../common/filter-options';

/** The filter bar's values, as the URL holds them (CRYPTO_LIST's filters; the server applies them). */
export type CryptoFilters = {
  q: string;
  from: string;
  to: string;
  status: string;
  network: string;
};

/** docs/product.md#constants: the networks TRON, BSC, POLYGON, ETH, AVALANCHE (CRYPTO_LIST's). */
export const CRYPTO_STATUS_OPTIONS: readonly FilterOption<string>[] = choiceOptions(
  CRYPTO_LIST,
  'status',
);
export const NETWORK_OPTIONS: readonly FilterOption<string>[] = choiceOptions(
  CRYPTO_LIST,
  'network',
);
