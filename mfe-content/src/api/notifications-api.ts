import { apiClient, type DataEnvelope, type Notification } from '@rewards/shared';

export async function fetchNotifications(): Promise<Notification[]> {
  const { data } = await apiClient.get<DataEnvelope<Notification[]>>('/notifications/all');
  return data.data;
}

/** What POST /api/notifications answers: the new row, or a `message` such as 'User not found'. */
export interface CreateNotificationReply {
  success: boolean;
  data?: Notification;
  message?: string;
}

export async function createNotification(
  userId: number,
  message: string,
): Promise<CreateNotificationReply> {
  const { data } = await apiClient.post<CreateNotificationReply>('/notifications', {
    user_id: userId,
    message,
  });
  return data;
}

export async function updateNotification(id: number, message: string): Promise<Notification> {
  const { data } = await apiClient.put<DataEnvelope<Notification>>(`/notifications/${id}`, {
    message,
  });
  return data.data;
}
