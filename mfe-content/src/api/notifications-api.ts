import { apiClient, type DataEnvelope, type Notification } from '@rewards/shared';

export async function fetchNotifications(): Promise<Notification[]> {
  const { data } = await apiClient.get<DataEnvelope<Notification[]>>('/notifications/all');
  return data.data;
}
