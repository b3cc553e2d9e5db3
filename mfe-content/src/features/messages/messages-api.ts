import { apiClient, DATA_SETS } from '@rewards/shared';
import type {
  InboxListResponse,
  InboxMessage,
  InboxMessageChange,
  InboxMessageResponse,
  SuccessMessage,
} from '@rewards/contract';

/** Query keys of this data set (`DATA_SETS` convention: live events invalidate by its first part). */
export const inboxKeys = {
  all: [DATA_SETS.contactMessages] as const,
  list: () => [DATA_SETS.contactMessages, 'list'] as const,
};

export async function fetchInbox(): Promise<InboxMessage[]> {
  const { data } = await apiClient.get<InboxListResponse>('/contact-messages');
  return data.data;
}

/** The message as stored after the change; an unknown id arrives as an ApiError (404). */
export async function changeMessage(id: number, change: InboxMessageChange): Promise<InboxMessage> {
  const { data } = await apiClient.put<InboxMessageResponse>(`/contact-messages/${id}`, change);
  return data.data;
}

export async function deleteMessage(id: number): Promise<void> {
  await apiClient.delete<SuccessMessage>(`/contact-messages/${id}`);
}
