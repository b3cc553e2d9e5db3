import type { WalletChange, WalletChangeListResponse } from '@rewards/contract';
import { apiClient, usePermission } from '@rewards/shared';
import { useQuery } from '@rewards/shared/query';
import { PENDING_WALLET_CHANGES_KEY } from './query-keys';

/** The pending wallet changes (decision 035); live `wallet_change` events refresh them. */
export async function fetchPendingWalletChanges(signal?: AbortSignal): Promise<WalletChange[]> {
  const { data } = await apiClient.get<WalletChangeListResponse>('/admin/wallet-changes', {
    signal,
  });
  return data.data;
}

/**
 * The wallet changes awaiting a second admin, for admins who may edit wallets (others are
 * refused the list, and cannot edit a wallet either): one query shared by User Manage's list,
 * a user's page and every wallet field, which waits while its user's change does.
 */
export function usePendingWalletChanges() {
  const allowed = usePermission('users:wallet');
  const query = useQuery({
    queryKey: PENDING_WALLET_CHANGES_KEY,
    queryFn: ({ signal }) => fetchPendingWalletChanges(signal),
    enabled: allowed,
  });
  return { allowed, ...query };
}

/** The change of this user awaiting a second admin, if any (one at a time, decision 035). */
export function usePendingWalletChangeOf(userId: number): WalletChange | undefined {
  return usePendingWalletChanges().data?.find((change) => change.user_id === userId);
}
