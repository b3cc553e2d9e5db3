import type { User, UserListResponse } from '@rewards/contract';
import { USER_SEARCH_MAX } from '@rewards/contract/limits';
import { apiClient, DATA_SETS, usePermission } from '@rewards/shared';
import { keepPreviousData, usePacedValue, useQuery } from '@rewards/shared/query';

/** Users the palette offers for a text. */
export const JUMP_USER_LIMIT = 5;
/**
 * The search index reads trigrams: a shorter text is a scan of every user (2.5 s for "a@" at
 * 1,000,000 users), too slow for a palette that asks on each key. Ids jump at any length.
 */
export const JUMP_SEARCH_MIN = 3;
// Fast typing asks the server at most this often; a pause asks at once (usePacedValue).
const PACE_MS = 200;

const NONE: readonly User[] = [];

/**
 * The users the User Manage search finds for the text (its index: name, email, phone, ref
 * code), the first few. The text is cut to the search's limit: the API refuses a longer one.
 */
export function useUserMatches(text: string): {
  users: readonly User[];
  searching: boolean;
  /** The text is too short to search users by (JUMP_SEARCH_MIN). */
  tooShort: boolean;
} {
  const allowed = usePermission('users:read');
  const paced = usePacedValue(text.trim().slice(0, USER_SEARCH_MAX), PACE_MS);
  const tooShort = [...paced].length < JUMP_SEARCH_MIN;
  const search = tooShort ? '' : paced;
  const query = useQuery({
    queryKey: [DATA_SETS.users, 'jump', search],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get<UserListResponse>('/users', {
        params: { search, limit: JUMP_USER_LIMIT },
        signal,
      });
      return data.data.rows;
    },
    enabled: allowed && search !== '',
    staleTime: 10_000,
    // The users shown stay until the next text's answer replaces them: the list never blinks
    // empty between keys, and Enter opens the user on screen, not whatever sits first meanwhile.
    placeholderData: keepPreviousData,
  });
  return {
    users: allowed && search !== '' ? (query.data ?? NONE) : NONE,
    searching: query.isFetching,
    tooShort: allowed && tooShort && paced !== '',
  };
}
