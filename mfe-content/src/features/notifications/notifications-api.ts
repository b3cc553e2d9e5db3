import { apiClient } from '@rewards/shared';
import type { Notification, NotificationResponse } from '@rewards/contract';

// The list itself is the list engine's (NOTIFICATION_LIST, read with useServerList).

/** The new row; an unknown user arrives as an ApiError (404 'User not found'). */
export async function createNotification(userId: number, message: string): Promise<Notification> {
  const { data } = await apiClient.post<NotificationResponse>('/notifications', {
    user_id: userId,
    message,
  });
  return data.data;
}

export async function updateNotification(id: number, message: string): Promise<Notification> {
  const { data } = await apiClient.put<NotificationResponse>(
    `/notifications/${id}`,
    { message },
    // The row is patched from the answer: its own live event is skipped.
    { appliesAnswer: true },
  );
  return data.data;
}
