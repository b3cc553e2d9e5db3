import type { CryptoPayment } from '@rewards/contract';
import { notify } from '@rewards/shared/ui-admin';
import { fetchCryptoPayments, cryptoKeys } from './crypto-api';
import { useScreenQuery } from '@rewards/shared/query';

const NONE: CryptoPayment[] = [];

function reportLoadFailure(error: unknown) {
  console.error('[mfe-payments] failed to load crypto payments', error);
  // docs/product.md#crypto-payments: 'Error' / 'Unable to load payments data' and an empty list.
  notify('error', 'Error', 'Unable to load payments data');
}

export function useCryptoPayments() {
  return useScreenQuery(cryptoKeys.list(), fetchCryptoPayments, NONE, reportLoadFailure);
}
