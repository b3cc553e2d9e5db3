import { apiClient, DATA_SETS } from '@rewards/shared';
import type {
  DecisionBody,
  Withdrawal,
  WithdrawalListResponse,
  WithdrawalResponse,
} from '@rewards/contract';

/** Query keys of this data set (`DATA_SETS` convention: live events invalidate by its first part). */
export const withdrawalKeys = {
  all: [DATA_SETS.withdrawals] as const,
  list: () => [DATA_SETS.withdrawals, 'list'] as const,
};

export type WithdrawalDecision = DecisionBody['status'];

export async function fetchWithdrawals(): Promise<Withdrawal[]> {
  const { data } = await apiClient.get<WithdrawalListResponse>('/withdrawals/all');
  return data.data;
}

/** One row, re-read after a 409 (another admin decided first). */
export async function fetchWithdrawal(id: number): Promise<Withdrawal> {
  const { data } = await apiClient.get<WithdrawalResponse>(`/withdrawals/${id}`);
  return data.data;
}

/** pending -> completed | rejected; the server answers 409 if the row was already decided. */
export async function decideWithdrawal(
  id: number,
  status: WithdrawalDecision,
): Promise<Withdrawal> {
  const { data } = await apiClient.put<WithdrawalResponse>(`/withdrawals/${id}`, { status });
  return data.data;
}
