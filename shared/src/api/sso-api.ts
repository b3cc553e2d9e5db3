import type { Admin, AdminResponse, SsoConfig, SsoConfigResponse } from '@rewards/contract';
import { apiClient } from './http-client';

/**
 * Company sign-in (OpenID Connect): a full-page visit, not a request, since the browser goes
 * on to the provider and comes back to the login screen or into the app.
 */
export const SSO_START_URL = '/api/admin/sso/start';

/** Whether the login screen offers company sign-in; off whenever the API cannot say. */
export async function fetchSsoConfig(): Promise<SsoConfig> {
  try {
    const { data } = await apiClient.get<SsoConfigResponse>('/admin/sso');
    return { enabled: data.enabled, providerName: data.providerName };
  } catch {
    return { enabled: false, providerName: null };
  }
}

/** The second step of a company sign-in, for an account with a factor: an app or recovery code. */
export async function finishSsoWithCode(code: string): Promise<Admin> {
  const { data } = await apiClient.post<AdminResponse>('/admin/sso/second-step', {
    code: code.trim(),
  });
  return data.admin;
}
