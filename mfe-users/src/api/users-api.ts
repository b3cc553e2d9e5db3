import { apiClient, type User, type UserStatus } from '@rewards/shared';
import { statusDates } from '../domain/user-status';
import { type AllUsersResponse, decodeUsers } from './decode-users';

/** Every user. Asks for the compact 'rows' form; any contract shape is accepted back. */
export async function fetchAllUsers(): Promise<User[]> {
  const { data } = await apiClient.get<AllUsersResponse>('/users/all-users', {
    params: { format: 'rows' },
  });
  return decodeUsers(data);
}

/**
 * What the change calls answer. docs/product.md#api-calls promises only `success` (and `message`);
 * this API also returns the changed `user`, which the row then shows.
 */
export interface UserChangeResult {
  success: boolean;
  message?: string;
  user?: User;
}

export async function approvePayment(id: number): Promise<UserChangeResult> {
  const { data } = await apiClient.put<UserChangeResult>(`/users/${id}/payment-status`);
  return data;
}

export async function updateTrust(id: number, trust: boolean): Promise<UserChangeResult> {
  const { data } = await apiClient.put<UserChangeResult>(`/users/${id}/trust`, { trust });
  return data;
}

/** The contract sends the dates the status implies; the server sets its own (it owns the clock). */
export async function updateStatus(id: number, status: UserStatus): Promise<UserChangeResult> {
  const { data } = await apiClient.put<UserChangeResult>(`/admin/users/${id}/status`, {
    status,
    ...statusDates(status),
  });
  return data;
}

/** docs/product.md#users: the wallet is sent as a decimal number. */
export async function updateWallet(id: number, coin: number): Promise<UserChangeResult> {
  const { data } = await apiClient.put<UserChangeResult>(`/admin/users/${id}/wallet`, { coin });
  return data;
}

export async function deleteUser(id: number): Promise<void> {
  await apiClient.delete(`/admin/users/${id}`);
}
