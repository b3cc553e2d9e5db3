import { apiClient, type DataEnvelope, type Withdrawal } from '@rewards/shared';

export async function fetchWithdrawals(): Promise<Withdrawal[]> {
  const { data } = await apiClient.get<DataEnvelope<Withdrawal[]>>('/withdrawals/all');
  return data.data;
}
