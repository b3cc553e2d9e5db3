import { apiClient } from '@rewards/shared';
import type {
  InboxMessage,
  InboxMessageChange,
  InboxMessageResponse,
  SuccessMessage,
} from '@rewards/contract';

// The list itself is the list engine's (MESSAGE_LIST, read with useServerList).

/** The message as stored after the change; an unknown id arrives as an ApiError (404). */
export async function changeMessage(id: number, change: InboxMessageChange): Promise<InboxMessage> {
  const { data } = await apiClient.put<InboxMessageResponse>(`/contact-messages/${id}`, change, {
    // The row is patched from the answer: its own live event is skipped.
    appliesAnswer: true,
  });
  return data.data;
}

export async function deleteMessage(id: number): Promise<void> {
  await apiClient.delete<SuccessMessage>(`/contact-messages/${id}`);
}
