import { apiClient, type DataEnvelope, type WalletTransaction } from '@rewards/shared';

export async function fetchWalletTransactions(): Promise<WalletTransaction[]> {
  const { data } = await apiClient.get<DataEnvelope<WalletTransaction[]>>('/wallet/all');
  return data.data;
}
