import { apiClient, type ContactMessage } from '@rewards/shared';

/** Sends the landing page's contact form; resolves only when the server reports success. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const { data } = await apiClient.post<{ success: boolean }>('/contact', message);
  if (!data.success) throw new Error('The contact message was not accepted');
}
