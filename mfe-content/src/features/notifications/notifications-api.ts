import { apiClient, DATA_SETS } from '@rewards/shared';
import type {
  Notification,
  NotificationListResponse,
  NotificationResponse,
} from '@rewards/contract';

/** Query keys of this data set (`DATA_SETS` convention: live events invalidate by its first part). */
export const notificationKeys = {
  all: [DATA_SETS.notifications] as const,
  list: () => [DATA_SETS.notifications, 'list'] as const,
};

export async function fetchNotifications(): Promise<Notification[]> {
  const { data } = await apiClient.get<NotificationListResponse>('/notifications/all');
  return data.data;
}

/** The new row; an unknown user arrives as an ApiError (404 'User not found'). */
export async function createNotification(userId: number, message: string): Promise<Notification> {
  const { data } = await apiClient.post<NotificationResponse>('/notifications', {
    user_id: userId,
    message,
  });
  return data.data;
}

export async function updateNotification(id: number, message: string): Promise<Notification> {
  const { data } = await apiClient.put<NotificationResponse>(`/notifications/${id}`, {
    message,
  });
  return data.data;
}
