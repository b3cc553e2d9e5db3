import type { CryptoPaymentStatus } from '@rewards/contract';

export const CRYPTO_STATUS_PALETTE: Record<CryptoPaymentStatus, string> = {
  pending: 'yellow',
  confirmed: 'green',
  failed: 'red',
};

/**
 * docs/product.md#crypto-payments: order IDs are shown as their first 8 characters, TX hashes as
 * their first 10.
 */
export const ORDER_ID_CHARS = 8;
export const TX_HASH_CHARS = 10;

export function shorten(value: string | null, chars: number): string {
  if (!value) return '—';
  return value.length > chars ? `${value.slice(0, chars)}…` : value;
}
