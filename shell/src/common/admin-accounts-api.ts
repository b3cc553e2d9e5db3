import type { AdminAccount, AdminListResponse } from '@rewards/contract';
import { apiClient, DATA_SETS } from '@rewards/shared';

// Read by two screens (the settings list and the audit log's admin filter), so it lives here.

export async function fetchAdmins(): Promise<AdminAccount[]> {
  const { data } = await apiClient.get<AdminListResponse>('/admins');
  return data.data;
}

/** Query keys (`DATA_SETS` convention) of the admin accounts (the settings list and the audit screen's admin filter). */
export const adminKeys = { all: [DATA_SETS.adminAccounts] as const };
