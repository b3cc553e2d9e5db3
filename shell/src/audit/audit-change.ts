import { formatDateTime, formatRupees } from '@rewards/shared';

/** Values of an audit row's before/after JSON text, or null when absent or not an object. */
function parseValues(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: json };
  }
}

/** Fields holding rupees (a user's wallet, a withdrawal's amount): shown like every screen. */
const MONEY_FIELDS = new Set(['coin', 'amount']);
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A value as the other screens show it (not raw `null → 2026-11-26T21:20:33.991Z`):
 * nothing as '—', timestamps and money through the shared format helpers.
 */
function show(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (MONEY_FIELDS.has(key) && (typeof value === 'number' || typeof value === 'string')) {
    return formatRupees(value);
  }
  if (typeof value === 'string') return ISO_TIMESTAMP.test(value) ? formatDateTime(value) : value;
  return JSON.stringify(value);
}

/**
 * One line saying what changed: `role: support → content` for each field whose value
 * differs, or the values themselves when only one side exists (a creation, a deletion).
 */
export function describeChange(before: string | null, after: string | null): string {
  const old = parseValues(before);
  const next = parseValues(after);
  if (!old && !next) return '';
  if (!old || !next) {
    const only = (old ?? next) as Record<string, unknown>;
    return Object.entries(only)
      .map(([key, value]) => `${key}: ${show(key, value)}`)
      .join(', ');
  }
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]))
    .map((key) => `${key}: ${show(key, old[key])} → ${show(key, next[key])}`)
    .join(', ');
}
