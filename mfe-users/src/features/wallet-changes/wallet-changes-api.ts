import { apiClient } from '@rewards/shared';
import type {
  WalletChange,
  WalletChangeDecisionBody,
  WalletChangeResponse,
} from '@rewards/contract';

export type WalletChangeDecision = WalletChangeDecisionBody['decision'];

export async function decideWalletChange(
  id: number,
  decision: WalletChangeDecision,
): Promise<WalletChange> {
  const body: WalletChangeDecisionBody = { decision };
  // The decision hook fetches what the answer changed itself: this tab skips the events
  // (decision 037), every other tab follows them.
  const { data } = await apiClient.put<WalletChangeResponse>(`/admin/wallet-changes/${id}`, body, {
    appliesAnswer: true,
  });
  return data.data;
}
