import { apiClient } from '@rewards/shared';
import type { ContactMessage, SuccessMessage } from '@rewards/contract';

/** Sends the landing page's contact form; a refusal arrives as an ApiError. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await apiClient.post<SuccessMessage>('/contact', message);
}
