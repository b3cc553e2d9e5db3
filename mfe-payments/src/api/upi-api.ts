import { apiClient, type SuccessEnvelope, type UpiSettings } from '@rewards/shared';

interface GetUpiResponse extends UpiSettings {
  success: boolean;
}

/** The UPI ID and QR image (a data URL) users pay to; either may be unset. */
export async function fetchUpiSettings(): Promise<UpiSettings> {
  const { data } = await apiClient.get<GetUpiResponse>('/get-upi');
  return { upiId: data.upiId || null, qrCode: data.qrCode || null };
}

/**
 * docs/product.md#api-calls: POST /api/update-upi with `{upiId, qrCode}` (qrCode null = no QR
 * image).
 */
export async function saveUpiSettings(settings: { upiId: string; qrCode: string | null }) {
  const { data } = await apiClient.post<SuccessEnvelope>('/update-upi', settings);
  return data;
}
