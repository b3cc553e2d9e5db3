import { apiClient, DATA_SETS } from '@rewards/shared';
import type { CryptoListResponse, CryptoPayment } from '@rewards/contract';

/** Query keys of this data set (`DATA_SETS` convention: live events invalidate by its first part). */
export const cryptoKeys = {
  all: [DATA_SETS.cryptoPayments] as const,
  list: () => [DATA_SETS.cryptoPayments, 'list'] as const,
};

export async function fetchCryptoPayments(): Promise<CryptoPayment[]> {
  const { data } = await apiClient.get<CryptoListResponse>('/admin/all-payments');
  return data.payments;
}
