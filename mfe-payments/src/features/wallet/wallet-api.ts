import { apiClient } from '@rewards/shared';
import type { WalletTransaction, WalletTxResponse } from '@rewards/contract';

// The list itself is the list engine's (WALLET_LIST, read with useServerList).

/** Sets the due flag; resolves with the row as the server now stores it. */
export async function updateDue(id: number, due: boolean): Promise<WalletTransaction> {
  const { data } = await apiClient.put<WalletTxResponse>(
    `/wallet-due/${id}`,
    { due },
    // The row is patched from the answer: its own live event is skipped.
    { appliesAnswer: true },
  );
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
