import type { CryptoPayment } from '@rewards/contract';
import { sumAmounts } from '../../common/money';

/**
 * Crypto summary (docs/product.md#crypto-payments: totals in dollars): confirmed money in, then
 * counts by status.
 */
interface CryptoSummary {
  total: number;
  confirmedAmount: number;
  confirmed: number;
  pending: number;
  failed: number;
}

export function summariseCrypto(rows: readonly CryptoPayment[]): CryptoSummary {
  const confirmed = rows.filter((row) => row.payment_status === 'confirmed');
  return {
    total: rows.length,
    confirmedAmount: sumAmounts(confirmed.map((row) => row.amount)),
    confirmed: confirmed.length,
    pending: rows.filter((row) => row.payment_status === 'pending').length,
    failed: rows.filter((row) => row.payment_status === 'failed').length,
  };
}
