import type {
  ApiToken,
  ApiTokenKind,
  ApiTokenListResponse,
  CreatedApiTokenResponse,
  CreateDeployTokenBody,
  CreatePersonalTokenBody,
} from '@rewards/contract';
import { apiClient, DATA_SETS } from '@rewards/shared';

// Personal tokens are the admin's own (/admins/me/tokens); deploy tokens the owners'.
const PATH: Record<ApiTokenKind, string> = {
  personal: '/admins/me/tokens',
  deploy: '/platform/deploy-tokens',
};

export const tokenKeys = (kind: ApiTokenKind) => [DATA_SETS.apiTokens, kind] as const;

export async function fetchTokens(kind: ApiTokenKind): Promise<ApiToken[]> {
  const { data } = await apiClient.get<ApiTokenListResponse>(PATH[kind]);
  return data.data;
}

export async function createPersonalToken(body: CreatePersonalTokenBody) {
  const { data } = await apiClient.post<CreatedApiTokenResponse>(PATH.personal, body);
  return data;
}

export async function createDeployToken(body: CreateDeployTokenBody) {
  const { data } = await apiClient.post<CreatedApiTokenResponse>(PATH.deploy, body);
  return data;
}

export async function revokeToken(kind: ApiTokenKind, id: number): Promise<void> {
  await apiClient.delete(`${PATH[kind]}/${id}`);
}
