import type { WalletTransaction } from '@rewards/contract';
import { notify } from '@rewards/shared/ui-admin';
import { fetchWalletTransactions, walletKeys } from './wallet-api';
import { useScreenQuery } from '@rewards/shared/query';

const NONE: WalletTransaction[] = [];

function reportLoadFailure(error: unknown) {
  console.error('[mfe-payments] failed to load wallet transactions', error);
  // docs/product.md#wallet-transactions: the load failure popup.
  notify('error', 'Error', 'Unable to load wallet data');
}

export function useWalletTransactions() {
  return useScreenQuery(walletKeys.list(), fetchWalletTransactions, NONE, reportLoadFailure);
}
