import { apiClient } from '@rewards/shared';
import type {
  User,
  UserMessageResponse,
  UserResponse,
  UserStatus,
  WalletChangePendingResponse,
} from '@rewards/contract';
import { statusDates } from '../../common/user-status';

// Each change answers the user as the server now stores it; the row then shows that.

export async function approvePayment(id: number): Promise<User> {
  const { data } = await apiClient.put<UserMessageResponse>(`/users/${id}/payment-status`);
  return data.user;
}

export async function updateTrust(id: number, trust: boolean): Promise<User> {
  const { data } = await apiClient.put<UserResponse>(`/users/${id}/trust`, { trust });
  return data.user;
}

/** The contract sends the dates the status implies; the server sets its own (it owns the clock). */
export async function updateStatus(id: number, status: UserStatus): Promise<User> {
  const { data } = await apiClient.put<UserResponse>(`/admin/users/${id}/status`, {
    status,
    ...statusDates(status),
  });
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
  );
  return data;
}

export async function deleteUser(id: number): Promise<void> {
  await apiClient.delete(`/admin/users/${id}`);
}
