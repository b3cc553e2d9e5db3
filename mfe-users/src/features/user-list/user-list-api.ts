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

interface ExportOptions {
  signal: AbortSignal;
  /** Bytes received so far. */
  onProgress: (bytes: number) => void;
}

/**
 * Every user of the view as CSV, streamed by the server. The browser keeps the answer as a
 * Blob (out of the page's JS heap); no time limit, since a million rows take a while.
 */
export async function exportUsersCsv(
  view: UserExportQuery,
  { signal, onProgress }: ExportOptions,
): Promise<Blob> {
  const { data } = await apiClient.get<Blob>('/users/export.csv', {
    params: view,
    signal,
    timeout: 0,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
    onDownloadProgress: (event) => onProgress(event.loaded),
  });
  return data;
}
