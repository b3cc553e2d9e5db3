import type { Admin, AdminResponse, LoginHint, LoginHintResponse } from '@rewards/contract';
import { apiClient } from './http-client';

/** Signs in; `code` is the second step of an admin with an authenticator app. */
export async function login(email: string, password: string, code?: string): Promise<Admin> {
  const body = code === undefined ? { email, password } : { email, password, code: code.trim() };
  const { data } = await apiClient.post<AdminResponse>('/admin/login', body);
  return data.admin;
}

/** The fresh check before a large decision: a current code marks this session checked. */
export async function stepUp(code: string): Promise<void> {
  await apiClient.post('/admin/mfa/step-up', { code: code.trim() });
}

export async function logout(): Promise<void> {
  await apiClient.post('/admin/logout');
}

export async function fetchCurrentAdmin(): Promise<Admin> {
  const { data } = await apiClient.get<AdminResponse>('/admin/me');
  return data.admin;
}

/** Demo credentials, or null when the API is not in demo mode (404). */
export async function fetchLoginHint(): Promise<LoginHint | null> {
  try {
    const { data } = await apiClient.get<LoginHintResponse>('/admin/login-hint');
    return { email: data.email, password: data.password, others: data.others };
  } catch {
    return null;
  }
}
