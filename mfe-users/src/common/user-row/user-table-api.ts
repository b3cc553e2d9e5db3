import { apiClient } from '@rewards/shared';
import type {
  User,
  UserMessageResponse,
  UserResponse,
  UserStatus,
  WalletChangePendingResponse,
} from '@rewards/contract';

// Each change answers the user as the server now stores it; the row then shows that, so the
// change's own live event is skipped (`appliesAnswer`, no refetch of the list).
const APPLIED = { appliesAnswer: true };

export async function approvePayment(id: number): Promise<User> {
  const { data } = await apiClient.put<UserMessageResponse>(
    `/users/${id}/payment-status`,
    undefined,
    APPLIED,
  );
  return data.user;
}

export async function updateTrust(id: number, trust: boolean): Promise<User> {
  const { data } = await apiClient.put<UserResponse>(`/users/${id}/trust`, { trust }, APPLIED);
  return data.user;
}

/** Only the status: the server sets pause_start/block_date (its rule, its clock) and answers. */
export async function updateStatus(id: number, status: UserStatus): Promise<User> {
  const { data } = await apiClient.put<UserResponse>(
    `/admin/users/${id}/status`,
    { status },
    APPLIED,
  );
  return data.user;
}

/**
 * docs/product.md#users: the wallet is sent as a decimal number. A change the two-person rule
 * holds back (decision 035) answers 202 with the pending change: the balance stays until a
 * second admin approves it.
 */
export async function updateWallet(
  id: number,
  coin: number,
): Promise<UserResponse | WalletChangePendingResponse> {
  const { data } = await apiClient.put<UserResponse | WalletChangePendingResponse>(
    `/admin/users/${id}/wallet`,
    { coin },
    APPLIED,
  );
  return data;
}

export async function deleteUser(id: number): Promise<void> {
  await apiClient.delete(`/admin/users/${id}`, APPLIED);
}
