import type { PlatformHealthResponse, RemoteHealth } from '@rewards/contract';
import { apiClient } from '@rewards/shared';

export async function fetchPlatformHealth(): Promise<RemoteHealth[]> {
  const { data } = await apiClient.get<PlatformHealthResponse>('/platform/health');
  return data.remotes;
}
