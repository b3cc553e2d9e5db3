import { apiClient, DATA_SETS } from '@rewards/shared';
import type { WalletListResponse, WalletTransaction, WalletTxResponse } from '@rewards/contract';

/** Query keys of this data set (`DATA_SETS` convention: live events invalidate by its first part). */
export const walletKeys = {
  all: [DATA_SETS.walletTransactions] as const,
  list: () => [DATA_SETS.walletTransactions, 'list'] as const,
};

export async function fetchWalletTransactions(): Promise<WalletTransaction[]> {
  const { data } = await apiClient.get<WalletListResponse>('/wallet/all');
  return data.data;
}

/** Sets the due flag; resolves with the row as the server now stores it. */
export async function updateDue(id: number, due: boolean): Promise<WalletTransaction> {
  const { data } = await apiClient.put<WalletTxResponse>(`/wallet-due/${id}`, { due });
  return data.data;
}

/** The payment proof image as a Blob (the caller turns it into an object URL). */
export async function fetchScreenshot(id: number): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/wallet/${id}/screenshot`, {
    responseType: 'blob',
    headers: { Accept: 'image/*' },
  });
  return data;
}
