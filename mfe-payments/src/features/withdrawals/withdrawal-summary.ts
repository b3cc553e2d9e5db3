import type { Withdrawal } from '@rewards/contract';
import { sumAmounts } from '../../common/money';

/**
 * docs/product.md#withdrawals: total amount of completed withdrawals, then pending, completed,
 * rejected counts.
 */
interface WithdrawalSummary {
  completedAmount: number;
  pending: number;
  completed: number;
  rejected: number;
}

export function summariseWithdrawals(rows: readonly Withdrawal[]): WithdrawalSummary {
  const completed = rows.filter((row) => row.status === 'completed');
  return {
    completedAmount: sumAmounts(completed.map((row) => row.amount)),
    pending: rows.filter((row) => row.status === 'pending').length,
    completed: completed.length,
    rejected: rows.filter((row) => row.status === 'rejected').length,
  };
}
