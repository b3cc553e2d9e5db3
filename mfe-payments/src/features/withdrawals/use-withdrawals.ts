import type { Withdrawal } from '@rewards/contract';
import { fetchWithdrawals } from './withdrawals-api';
import { useRemoteData } from '@rewards/shared';

const NONE: Withdrawal[] = [];

// docs/product.md#withdrawals: a withdrawal load failure is only logged (no popup); the page adds a
// quiet inline retry panel so an outage is not mistaken for an empty list.
function logLoadFailure(error: unknown) {
  console.error('[mfe-payments] failed to load withdrawals', error);
}

export function useWithdrawals() {
  return useRemoteData(fetchWithdrawals, NONE, logLoadFailure);
}
