import type { UpiSettings } from '@rewards/contract';
import { fetchUpiSettings, upiKeys } from './upi-api';
import { useScreenQuery } from '@rewards/shared/query';

const UNSET: UpiSettings = { upiId: null, qrCode: null };

// docs/product.md#upi-payment-details: a UPI load failure is only logged; the page adds a quiet
// inline retry panel.
function logLoadFailure(error: unknown) {
  console.error('[mfe-payments] failed to load UPI settings', error);
}

export function useUpiSettings() {
  return useScreenQuery(upiKeys.list(), fetchUpiSettings, UNSET, logLoadFailure);
}
