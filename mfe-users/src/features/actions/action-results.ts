import { normaliseApiError } from '@rewards/shared';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this user permanently?';

/** The server's reason when it refused (a 4xx); undefined for a server or network error. */
export function serverReason(error: unknown): string | undefined {
  const apiError = normaliseApiError(error);
  return apiError.status !== undefined && apiError.status < 500 ? apiError.message : undefined;
}
