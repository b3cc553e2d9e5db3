import { apiClient } from '@rewards/shared';
import type { DecisionBody, Withdrawal, WithdrawalResponse } from '@rewards/contract';

// The list itself is the list engine's (WITHDRAWAL_LIST, read with useServerList).

export type WithdrawalDecision = DecisionBody['status'];

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
  const { data } = await apiClient.put<WithdrawalResponse>(
    `/withdrawals/${id}`,
    { status },
    // The row is patched from the answer: its own live event is skipped.
    { appliesAnswer: true },
  );
  return data.data;
}
