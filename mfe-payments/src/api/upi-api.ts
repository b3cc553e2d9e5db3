import { apiClient, type UpiSettings } from '@rewards/shared';

interface GetUpiResponse extends UpiSettings {
  success: boolean;
}

/** The UPI ID and QR image (a data URL) users pay to; either may be unset. */
export async function fetchUpiSettings(): Promise<UpiSettings> {
  const { data } = await apiClient.get<GetUpiResponse>('/get-upi');
  return { upiId: data.upiId || null, qrCode: data.qrCode || null };
}
