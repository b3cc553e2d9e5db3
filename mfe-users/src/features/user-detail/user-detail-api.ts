import type { User, UserReferrals, UserReferralsResponse, UserResponse } from '@rewards/contract';
import { apiClient, DATA_SETS } from '@rewards/shared';

// A user's page: the user (GET /api/users/:id) and their referrals. Keys start with the users
// data set, so a change to any user (live events, the table's actions) refreshes the page too.

export const userDetailKeys = {
  user: (id: number) => [DATA_SETS.users, 'detail', id] as const,
  referrals: (id: number) => [DATA_SETS.users, 'detail', id, 'referrals'] as const,
};

export async function fetchUser(id: number, signal?: AbortSignal): Promise<User> {
  const { data } = await apiClient.get<UserResponse>(`/users/${id}`, { signal });
  return data.user;
}

export async function fetchReferrals(id: number, signal?: AbortSignal): Promise<UserReferrals> {
  const { data } = await apiClient.get<UserReferralsResponse>(`/users/${id}/referrals`, {
    signal,
  });
  return data.data;
}
