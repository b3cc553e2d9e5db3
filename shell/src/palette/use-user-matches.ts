import type { User, UserListResponse } from '@rewards/contract';
import { USER_SEARCH_MAX } from '@rewards/contract/limits';
import { apiClient, DATA_SETS, usePermission } from '@rewards/shared';
import { usePacedValue, useQuery } from '@rewards/shared/query';

/** Users the palette offers for a text. */
export const JUMP_USER_LIMIT = 5;
// Fast typing asks the server at most this often; a pause asks at once (usePacedValue).
const PACE_MS = 200;

const NONE: readonly User[] = [];

/**
 * The users the User Manage search finds for the text (its index: name, email, phone, ref
 * code), the first few. The text is cut to the search's limit: the API refuses a longer one.
 */
export function useUserMatches(text: string): { users: readonly User[]; searching: boolean } {
  const allowed = usePermission('users:read');
  const search = usePacedValue(text.trim().slice(0, USER_SEARCH_MAX), PACE_MS);
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
  });
  return {
    users: allowed && search !== '' ? (query.data ?? NONE) : NONE,
    searching: query.isFetching,
  };
}
