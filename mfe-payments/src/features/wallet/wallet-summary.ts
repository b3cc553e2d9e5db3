import type { WalletTransaction } from '@rewards/contract';
import { sumAmounts } from '../../common/money';

/** The wallet screen's four stats (docs/product.md#wallet-transactions). */
interface WalletSummary {
  totalAmount: number;
  completed: number;
  due: number;
  total: number;
}

export function summariseWallet(rows: readonly WalletTransaction[]): WalletSummary {
  return {
    totalAmount: sumAmounts(rows.map((row) => row.amount)),
    completed: rows.filter((row) => row.status === 'completed').length,
    due: rows.filter((row) => row.due).length,
    total: rows.length,
  };
}
