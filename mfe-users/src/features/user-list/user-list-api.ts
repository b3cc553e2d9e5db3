import { apiClient } from '@rewards/shared';
import type { AllUsersResponse, User } from '@rewards/contract';
import { decodeUsers } from './decode-users';

/** Every user. Asks for the compact 'rows' form; either answer shape is accepted back. */
export async function fetchAllUsers(): Promise<User[]> {
  const { data } = await apiClient.get<AllUsersResponse>('/users/all-users', {
    params: { format: 'rows' },
  });
  return decodeUsers(data);
}
