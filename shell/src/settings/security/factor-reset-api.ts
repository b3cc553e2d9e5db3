import { apiClient, DATA_SETS } from '@rewards/shared';
import type {
  FactorReset,
  FactorResetDecisionBody,
  FactorResetListResponse,
  FactorResetResponse,
} from '@rewards/contract';

/** Resets of admins' second factors waiting for a second owner. */
export const pendingResetsKey = [DATA_SETS.ownFactor, 'pending-resets'] as const;

/** Answers the server's sentence: reset at once, or sent for a second owner's approval. */
export async function requestFactorReset(adminId: number): Promise<string> {
  const { data } = await apiClient.post<FactorResetResponse>(`/admins/${adminId}/factor-reset`);
  return data.message;
}

export async function fetchPendingResets(): Promise<FactorReset[]> {
  const { data } = await apiClient.get<FactorResetListResponse>('/admin/factor-resets');
  return data.data;
}

export async function decideFactorReset(
  id: number,
  decision: FactorResetDecisionBody['decision'],
): Promise<FactorReset> {
  const { data } = await apiClient.put<FactorResetResponse>(`/admin/factor-resets/${id}`, {
    decision,
  });
  return data.data;
}
