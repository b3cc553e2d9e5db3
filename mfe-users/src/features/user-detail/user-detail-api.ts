import type {
  AuditEntry,
  AuditPageResponse,
  User,
  UserReferrals,
  UserReferralsResponse,
  UserResponse,
} from '@rewards/contract';
import { apiClient, DATA_SETS } from '@rewards/shared';

// A user's page: the user (GET /api/users/:id) and their referrals. Keys start with the users
// data set, so a change to any user (live events, the table's actions) refreshes the page too.

export const userDetailKeys = {
  user: (id: number) => [DATA_SETS.users, 'detail', id] as const,
  referrals: (id: number) => [DATA_SETS.users, 'detail', id, 'referrals'] as const,
  audit: (id: number) => [DATA_SETS.users, 'detail', id, 'audit'] as const,
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

/** How many of the user's audit rows the page lists; the audit log pages through the rest. */
export const USER_AUDIT_SHOWN = 50;

/** The newest audit rows concerning the user: actions on them and their money (GET /api/audit). */
export async function fetchUserAudit(id: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  const { data } = await apiClient.get<AuditPageResponse>('/audit', {
    params: { userId: id, limit: USER_AUDIT_SHOWN },
    signal,
  });
  return data.data.rows;
}
