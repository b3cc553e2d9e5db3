import type { AuditExportQuery } from '@rewards/contract';
import { endOfDay, startOfDay } from '@rewards/shared';

/**
 * The audit screen's filters as kept in the URL query (`useUrlFilters`): an admin id, an
 * action, an entity kind (and id, from links), the app user concerned (from a user's page), and
 * a date range in local days.
 */
export const AUDIT_FILTER_DEFAULTS = {
  admin: '',
  action: '',
  entity: '',
  entityId: '',
  user: '',
  from: '',
  to: '',
};
export type AuditFilters = typeof AUDIT_FILTER_DEFAULTS;

const positiveId = (value: string): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The API's filter query for the URL's filters: ids as numbers, From at the start and To at
 * the end of their local day (docs/product.md#list-rules). A value the URL garbles is left out
 * rather than sent, so a hand-edited link shows more rows instead of an error.
 */
export function toAuditQuery(filters: AuditFilters): AuditExportQuery {
  const query: AuditExportQuery = {};
  const adminId = positiveId(filters.admin);
  if (adminId !== undefined) query.adminId = adminId;
  if (filters.action) query.action = filters.action;
  if (filters.entity) query.entity = filters.entity;
  const entityId = positiveId(filters.entityId);
  if (entityId !== undefined) query.entityId = entityId;
  const userId = positiveId(filters.user);
  if (userId !== undefined) query.userId = userId;
  const from = startOfDay(filters.from);
  if (from) query.from = from.toISOString();
  const to = endOfDay(filters.to);
  if (to) query.to = to.toISOString();
  return query;
}

/** The query string of the API's filters, e.g. `adminId=2&action=user.wallet`. */
export function auditSearchParams(query: AuditExportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return params;
}

export function isAuditFilterActive(filters: AuditFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}
