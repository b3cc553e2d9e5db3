import { DATA_SETS } from '@rewards/shared';
import type {
  AdminAccount,
  AdminAccountResponse,
  AdminSession,
  AdminSessionListResponse,
  CreateAdminBody,
  UpdateAdminBody,
} from '@rewards/contract';
import { apiClient } from '@rewards/shared';

export async function changeOwnPassword(currentPassword: string, newPassword: string) {
  await apiClient.post('/admins/me/password', { currentPassword, newPassword });
}

export async function fetchOwnSessions(): Promise<AdminSession[]> {
  const { data } = await apiClient.get<AdminSessionListResponse>('/admins/me/sessions');
  return data.data;
}

export async function revokeOwnSession(id: string): Promise<void> {
  await apiClient.delete(`/admins/me/sessions/${id}`);
}

export async function createAdmin(body: CreateAdminBody): Promise<AdminAccount> {
  const { data } = await apiClient.post<AdminAccountResponse>('/admins', body);
  return data.data;
}

export async function updateAdmin(id: number, body: UpdateAdminBody): Promise<AdminAccount> {
  const { data } = await apiClient.patch<AdminAccountResponse>(`/admins/${id}`, body);
  return data.data;
}

/** Query key of the signed-in admin's own sessions. */
export const ownSessionsKey = [DATA_SETS.ownSessions] as const;
