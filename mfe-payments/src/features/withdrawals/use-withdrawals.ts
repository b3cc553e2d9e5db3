import type { Withdrawal } from '@rewards/contract';
import { fetchWithdrawals, withdrawalKeys } from './withdrawals-api';
import { useScreenQuery } from '@rewards/shared/query';

const NONE: Withdrawal[] = [];

// docs/product.md#withdrawals: a withdrawal load failure is only logged (no popup); the page adds a
// quiet inline retry panel so an outage is not mistaken for an empty list.
function logLoadFailure(error: unknown) {
  console.error('[mfe-payments] failed to load withdrawals', error);
}

export function useWithdrawals() {
  return useScreenQuery(withdrawalKeys.list(), fetchWithdrawals, NONE, logLoadFailure);
}
