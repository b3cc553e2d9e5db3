import { choiceOptions, WALLET_LIST } from '@rewards/contract/lists';
import type { FilterOption } from '../../common/filter-options';

/**
 * The filter bar's values as kept in the URL query (WALLET_LIST's filters, applied by the
 * server): only applied values live there; Clear puts the draft back to these.
 */
export const WALLET_FILTER_DEFAULTS = { q: '', from: '', to: '', due: 'all', method: 'all' };
export type WalletFilters = typeof WALLET_FILTER_DEFAULTS;

/**
 * docs/product.md#wallet-transactions: due (all, Not Due, Due); method (all, UPI, QR Scanner,
 * Crypto): WALLET_LIST's choices and labels.
 */
export const DUE_OPTIONS: readonly FilterOption<string>[] = choiceOptions(WALLET_LIST, 'due');
export const METHOD_OPTIONS: readonly FilterOption<string>[] = choiceOptions(WALLET_LIST, 'method');
