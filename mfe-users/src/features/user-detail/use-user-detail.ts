import type { User, UserReferrals } from '@rewards/contract';
import { ApiError } from '@rewards/shared';
import { useQuery } from '@rewards/shared/query';
import { fetchReferrals, fetchUser, userDetailKeys } from './user-detail-api';

/** The largest id the API takes (`IdParams`): a longer number cannot name a user. */
const ID = /^[1-9]\d{0,15}$/;

/** The page's id from the URL, or null when it cannot be a user's id ('abc', '-1', '0', huge). */
export function parseUserId(text: string | undefined): number | null {
  if (text === undefined || !ID.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

export type UserDetail =
  | { state: 'loading' }
  | { state: 'ready'; user: User; referrals: UserReferrals | undefined; refreshing: boolean }
  /** No such user: the server's reason ('User not found', 'User #5 was deleted'). */
  | { state: 'missing'; message: string }
  | { state: 'error'; message: string; retry: () => void };

const NOT_FOUND = 'User not found';

/** The user of the page and their referrals; a 404 is a state of the page, not an error. */
export function useUserDetail(id: number | null): UserDetail {
  const enabled = id !== null;
  const user = useQuery({
    queryKey: userDetailKeys.user(id ?? 0),
    queryFn: ({ signal }) => fetchUser(id ?? 0, signal),
    enabled,
  });
  const referrals = useQuery({
    queryKey: userDetailKeys.referrals(id ?? 0),
    queryFn: ({ signal }) => fetchReferrals(id ?? 0, signal),
    enabled: enabled && user.isSuccess,
  });
  if (id === null) return { state: 'missing', message: NOT_FOUND };
  const error = user.error instanceof ApiError ? user.error : null;
  // Also after a refetch: a user deleted while the page is open is gone, not stale.
  if (error?.status === 404 || error?.status === 400)
    return { state: 'missing', message: error.message || NOT_FOUND };
  if (user.data)
    return {
      state: 'ready',
      user: user.data,
      referrals: referrals.data,
      refreshing: user.isFetching,
    };
  if (user.error)
    return {
      state: 'error',
      message: error?.message ?? 'Could not load the user',
      retry: () => void user.refetch(),
    };
  return { state: 'loading' };
}
