/**
 * Filter rules shared by every list screen (docs/product.md#list-rules): text search is a
 * case-insensitive substring match, a "from" date starts at the beginning of that local day and a
 * "to" date ends at the end of it.
 */

/** True when `query` is blank or any field contains it, ignoring case. */
export function matchesSearch(
  query: string,
  fields: readonly (string | number | null | undefined)[],
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some(
    (field) =>
      field !== null && field !== undefined && String(field).toLowerCase().includes(needle),
  );
}

/** `YYYY-MM-DD` (a date input's value) → local midnight, or null when blank or invalid. */
export function startOfDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `YYYY-MM-DD` → the last millisecond of that local day, or null when blank or invalid. */
export function endOfDay(day: string): Date | null {
  const start = startOfDay(day);
  return start
    ? new Date(start.getFullYear(), start.getMonth(), start.getDate(), 23, 59, 59, 999)
    : null;
}

/**
 * True when `value` falls inside [start of `from`, end of `to`]; a blank bound is open.
 * A row without a valid date only passes when both bounds are blank.
 */
export function isWithinDateRange(
  value: string | Date | null | undefined,
  from: string,
  to: string,
): boolean {
  const lower = startOfDay(from);
  const upper = endOfDay(to);
  if (!lower && !upper) return true;
  const date = value instanceof Date ? value : value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return false;
  if (lower && date < lower) return false;
  if (upper && date > upper) return false;
  return true;
}

export const REVERSED_RANGE_MESSAGE = 'The To date must be on or after the From date.';

/** True when both dates are set and From is after To: a range no row can fall in. */
export function isReversedRange(from: string, to: string): boolean {
  const lower = startOfDay(from);
  const upper = startOfDay(to);
  return Boolean(lower && upper && lower > upper);
}
