import { apiClient, type User } from '@rewards/shared';

/** Spec section 7: the list arrives as `{success, users}`; older servers sent a bare array. */
type AllUsersResponse = { success: boolean; users: User[] } | User[];

export async function fetchAllUsers(): Promise<User[]> {
  const { data } = await apiClient.get<AllUsersResponse>('/users/all-users');
  return Array.isArray(data) ? data : data.users;
}
