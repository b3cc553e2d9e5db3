import { normaliseApiError } from '@rewards/shared';

/** docs/product.md#notifications: the Add dialog's texts, exactly. */
export const NOTIFICATION_TEXT = {
  incomplete: 'Please enter both User ID and message.',
  added: '✅ Notification added successfully!',
  userNotFound: '⚠️ That user not found!',
  failed: 'User not found. Check userId',
  threw: '⚠️ Something went wrong.',
} as const;

/** The text for a reply that did not add the notification, from what the server said. */
export function refusalText(serverMessage: string): string {
  return serverMessage === 'User not found'
    ? NOTIFICATION_TEXT.userNotFound
    : NOTIFICATION_TEXT.failed;
}

/**
 * The text for a failed add. The HTTP client throws for every non-2xx answer, so "the server
 * answered with a failure" is an error with a status, and "the call threw" (no answer:
 * network down, timeout) is one without.
 */
export function addFailureText(error: unknown): string {
  const apiError = normaliseApiError(error);
  return apiError.status === undefined ? NOTIFICATION_TEXT.threw : refusalText(apiError.message);
}

/** The user id typed in the number input, or null unless it is a positive whole number. */
export function parseUserId(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
