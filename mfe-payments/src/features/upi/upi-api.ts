import { apiClient, DATA_SETS, type UploadRequestOptions } from '@rewards/shared';
import type { SuccessMessage, UpiBody, UpiResponse, UpiSettings } from '@rewards/contract';

/** Query keys of this data set (`DATA_SETS` convention: live events invalidate by its first part). */
export const upiKeys = {
  all: [DATA_SETS.upiSettings] as const,
  list: () => [DATA_SETS.upiSettings, 'list'] as const,
};

/** The UPI ID and QR image (a data URL) users pay to; either may be unset. */
export async function fetchUpiSettings(): Promise<UpiSettings> {
  const { data } = await apiClient.get<UpiResponse>('/get-upi');
  return { upiId: data.upiId, qrCode: data.qrCode };
}

/**
 * docs/product.md#api-calls: POST /api/update-upi with `{upiId, qrCode}` (qrCode null = no QR
 * image).
 */
export async function saveUpiSettings(
  settings: UpiBody,
  options: UploadRequestOptions,
): Promise<void> {
  // The QR image travels inside this JSON (up to 2 MB), hence upload progress and Cancel.
  await apiClient.post<SuccessMessage>('/update-upi', settings, options);
}
