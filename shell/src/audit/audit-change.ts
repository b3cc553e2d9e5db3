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

/** The fields' labels as the screens name them; others are spelt out from their key. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  coin: 'Wallet',
  full_name: 'Name',
  firstApprovedBy: 'First approval by',
  changeId: 'Wallet change',
  pause_start: 'Pause start',
  block_date: 'Block date',
};

/** `first_approved_at` / `firstApprovedAt`: 'First approved at'. */
function labelOf(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields holding an admin's id: shown by the admin's email, as the Admin column does. */
const ADMIN_FIELDS = new Set(['firstApprovedBy', 'decidedBy', 'requestedBy']);

/** The admin who made the change: the one an admin field names, as a rule (a first approval). */
export interface AuditActor {
  id: number | null;
  email: string | null;
}

/**
 * A value as the other screens show it (not raw `null → 2026-11-26T21:20:33.991Z`):
 * nothing as '—', timestamps and money through the shared format helpers, an admin by email.
 */
function show(key: string, value: unknown, actor?: AuditActor): string {
  if (value === undefined || value === null || value === '') return '—';
  if (ADMIN_FIELDS.has(key) && typeof value === 'number')
    return value === actor?.id && actor.email ? actor.email : `admin #${value}`;
  if (MONEY_FIELDS.has(key) && (typeof value === 'number' || typeof value === 'string')) {
    return formatRupees(value);
  }
  if (typeof value === 'string') return ISO_TIMESTAMP.test(value) ? formatDateTime(value) : value;
  return JSON.stringify(value);
}

/**
 * One line saying what changed: `Role: support → content` for each field whose value
 * differs, or the values themselves when only one side exists (a creation, a deletion).
 */
export function describeChange(
  before: string | null,
  after: string | null,
  actor?: AuditActor,
): string {
  const old = parseValues(before);
  const next = parseValues(after);
  if (!old && !next) return '';
  if (!old || !next) {
    const only = (old ?? next) as Record<string, unknown>;
    return Object.entries(only)
      .map(([key, value]) => `${labelOf(key)}: ${show(key, value, actor)}`)
      .join(', ');
  }
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]))
    .map((key) => `${labelOf(key)}: ${show(key, old[key], actor)} → ${show(key, next[key], actor)}`)
    .join(', ');
}
