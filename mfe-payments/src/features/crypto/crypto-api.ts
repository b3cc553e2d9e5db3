import { apiClient } from '@rewards/shared';
import type { CryptoListResponse, CryptoPayment } from '@rewards/contract';

export async function fetchCryptoPayments(): Promise<CryptoPayment[]> {
  const { data } = await apiClient.get<CryptoListResponse>('/admin/all-payments');
  return data.payments;
}
