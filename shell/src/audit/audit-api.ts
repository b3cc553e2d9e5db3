import type { AuditExportQuery, AuditPageResponse } from '@rewards/contract';
import { apiClient } from '@rewards/shared';
import { auditSearchParams } from './audit-filters';

/** Rows per keyset page: a few screenfuls, so scrolling asks again about every two seconds at most. */
export const AUDIT_PAGE_SIZE = 200;

/** Query keys of the audit screen: invalidate `auditKeys.all` after a change that is audited. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditExportQuery) => ['audit', 'list', query] as const,
};

export async function fetchAuditPage(
  query: AuditExportQuery,
  before: number | null,
  signal?: AbortSignal,
): Promise<AuditPageResponse> {
  const params = auditSearchParams(query);
  params.set('limit', String(AUDIT_PAGE_SIZE));
  if (before !== null) params.set('before', String(before));
  const { data } = await apiClient.get<AuditPageResponse>(`/audit?${params}`, { signal });
  return data;
}

/**
 * Where the browser downloads the CSV of a filter: the API streams every matching row, so a
 * million-row export never passes through the page's memory. Same origin, so the session
 * cookie goes along.
 */
export function auditExportUrl(query: AuditExportQuery): string {
  const params = auditSearchParams(query).toString();
  return `/api/audit/export.csv${params ? `?${params}` : ''}`;
}
