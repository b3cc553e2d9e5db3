import { apiClient } from '@rewards/shared';
import type { User, UserExportQuery, UserListQuery, UserListResponse } from '@rewards/contract';
import type { WindowPage, WindowRequest } from '@rewards/shared/query';

/**
 * One window of the list: the first by itself, the next after a cached window by its cursor
 * (keyset, the cheapest query), any other by its position (a jump).
 */
export async function fetchUserWindow(
  view: UserExportQuery,
  { position, limit, cursor, signal }: WindowRequest,
): Promise<WindowPage<User>> {
  const paging = cursor ? { cursor } : position > 0 ? { position } : {};
  const params: UserListQuery = { ...view, ...paging, limit };
  const { data } = await apiClient.get<UserListResponse>('/users', { params, signal });
  return data.data;
}
