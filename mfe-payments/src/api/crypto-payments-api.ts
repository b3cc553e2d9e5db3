import { apiClient, type CryptoPayment } from '@rewards/shared';

interface AllPaymentsResponse {
  success: boolean;
  payments: CryptoPayment[];
}

export async function fetchCryptoPayments(): Promise<CryptoPayment[]> {
  const { data } = await apiClient.get<AllPaymentsResponse>('/admin/all-payments');
  return data.payments;
}
