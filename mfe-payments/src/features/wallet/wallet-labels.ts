import type { WalletMethod } from '@rewards/contract';

/** docs/product.md#wallet-transactions: the method filter reads UPI, QR Scanner, Crypto. */
export const WALLET_METHOD_LABELS: Record<WalletMethod, string> = {
  UPI: 'UPI',
  SCANNER: 'QR Scanner',
  CRYPTO: 'Crypto',
};

/**
 * The due flag's label. The old app showed these inverted (false read 'Due'); here the label
 * matches the value, as the summary card already counts it (recorded in docs/spec-deviations.md).
 */
export function dueLabel(due: boolean): 'Due' | 'Not Due' {
  return due ? 'Due' : 'Not Due';
}
