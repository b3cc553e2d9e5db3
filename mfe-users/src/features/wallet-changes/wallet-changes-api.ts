import { apiClient } from '@rewards/shared';
import type {
  WalletChange,
  WalletChangeDecisionBody,
  WalletChangeListResponse,
  WalletChangeResponse,
} from '@rewards/contract';

/** The query of the pending wallet changes (decision 035); a new request refreshes it. */

export async function fetchPendingWalletChanges(signal?: AbortSignal): Promise<WalletChange[]> {
  const { data } = await apiClient.get<WalletChangeListResponse>('/admin/wallet-changes', {
    signal,
  });
  return data.data;
}

export type WalletChangeDecision = WalletChangeDecisionBody['decision'];

export async function decideWalletChange(
  id: number,
  decision: WalletChangeDecision,
): Promise<WalletChange> {
  const body: WalletChangeDecisionBody = { decision };
  const { data } = await apiClient.put<WalletChangeResponse>(`/admin/wallet-changes/${id}`, body);
  return data.data;
}
