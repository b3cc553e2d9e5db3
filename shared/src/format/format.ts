/**
 * Display formatting shared by every screen (docs/product.md#list-rules: rupees with 2 decimals,
 * dollars).
 */

const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function toNumber(value: number | string | null | undefined): number {
  const parsed = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** `₹1,250.00` */
export function formatRupees(value: number | string | null | undefined): string {
  return `₹${rupees.format(toNumber(value))}`;
}

/** `$1,250.00` */
export function formatDollars(value: number | string | null | undefined): string {
  return dollars.format(toNumber(value));
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `21 Nov 2026`, or an em dash when there is no valid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '—';
}

/** `21 Nov 2026, 07:30 pm`, or an em dash when there is no valid date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '—';
}

const NO_BREAK_SPACE = '\u00a0';

/**
 * formatDateTime for a table cell: the date and the time each hold together, so a narrow
 * column shows them on two lines, never one word a line (`/withdrawal` at 1366 px showed
 * four). The spaces are no-break spaces, which text queries and screen readers read as spaces.
 */
export function formatDateTimeCell(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '—';
  return dateTimeFormat
    .formatToParts(date)
    .map((part) =>
      part.type === 'literal' && part.value.includes(',')
        ? part.value
        : // Any space, also the narrow one formatToParts puts before am/pm (format() does not).
          part.value.replace(/\s/g, NO_BREAK_SPACE),
    )
    .join('');
}
