import type { BulkCountResponse, BulkPreview } from '@rewards/contract';
import { apiClient, normaliseApiError } from '@rewards/shared';
import type { SelectionTarget } from './use-selection';

export type BulkCount =
  { total: number; preview?: BulkPreview } | { refused: string } | { failed: string };

const COUNT_FAILED = 'The matching rows could not be counted. Try again.';

/**
 * How many rows a bulk call on this target would name, counted by the server before the
 * confirm when the list's total is an estimate (decision 050): `POST <path>/count` resolves
 * the target as the call itself does, so its refusals (more than the bulk limit, no match
 * left) are the call's 400s. A failure that is not a refusal can be tried again. A money
 * decision's count also previews what the call will do to each row (the admin review).
 */
export async function countBulkTarget(path: string, target: SelectionTarget): Promise<BulkCount> {
  try {
    const { data } = await apiClient.post<BulkCountResponse>(`${path}/count`, target);
    return data.data;
  } catch (error) {
    const apiError = normaliseApiError(error);
    return apiError.isClientError ? { refused: apiError.message } : { failed: COUNT_FAILED };
  }
}
