import { apiClient, DATA_SETS } from '@rewards/shared';
import type {
  FactorStatus,
  FactorStatusResponse,
  RecoveryCodesResponse,
  TotpEnrolmentResponse,
} from '@rewards/contract';

/** Query key of the signed-in admin's own second factor. */
export const ownFactorKey = [DATA_SETS.ownFactor] as const;

export async function fetchFactorStatus(): Promise<FactorStatus> {
  const { data } = await apiClient.get<FactorStatusResponse>('/admin/mfa');
  return data.data;
}

export type TotpEnrolment = Omit<TotpEnrolmentResponse, 'success'>;

export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  const { data } = await apiClient.post<TotpEnrolmentResponse>('/admin/mfa/totp');
  return { secret: data.secret, uri: data.uri, qrDataUrl: data.qrDataUrl };
}

export async function confirmTotpEnrolment(code: string): Promise<string[]> {
  const { data } = await apiClient.post<RecoveryCodesResponse>('/admin/mfa/totp/confirm', {
    code: code.trim(),
  });
  return data.recoveryCodes;
}

export async function removeTotp(code: string): Promise<void> {
  await apiClient.post('/admin/mfa/totp/remove', { code: code.trim() });
}
