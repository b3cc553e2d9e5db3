import { normaliseApiError, type User, type UserStatus } from '@rewards/shared';
import type { UserChangeResult } from '../../api/users-api';
import { statusDates } from '../../domain/user-status';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this user permanently?';

/** The server's reason when it refused (a 4xx); undefined for a server or network error. */
export function serverReason(error: unknown): string | undefined {
  const apiError = normaliseApiError(error);
  return apiError.status !== undefined && apiError.status < 500 ? apiError.message : undefined;
}

/** The changed user from the answer; a server keeping to the bare contract gets `fallback`. */
export const changed = (result: UserChangeResult, fallback: User): User => result.user ?? fallback;

/** The status rule (docs/product.md#users) applied locally, for a server that answers no user. */
export function withStatus(user: User, status: UserStatus): User {
  return { ...user, status, ...statusDates(status) };
}
