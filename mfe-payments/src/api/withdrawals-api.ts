import { apiClient, type DataEnvelope, type Withdrawal } from '@rewards/shared';

export type WithdrawalDecision = 'completed' | 'rejected';

export async function fetchWithdrawals(): Promise<Withdrawal[]> {
  const { data } = await apiClient.get<DataEnvelope<Withdrawal[]>>('/withdrawals/all');
  return data.data;
}

/** One row, re-read after a 409 (another admin decided first). */
export async function fetchWithdrawal(id: number): Promise<Withdrawal> {
  const { data } = await apiClient.get<DataEnvelope<Withdrawal>>(`/withdrawals/${id}`);
  return data.data;
}

/** pending -> completed | rejected; the server answers 409 if the row was already decided. */
export async function decideWithdrawal(
  id: number,
  status: WithdrawalDecision,
): Promise<Withdrawal> {
  const { data } = await apiClient.put<DataEnvelope<Withdrawal>>(`/withdrawals/${id}`, { status });
  return data.data;
}
