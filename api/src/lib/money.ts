// Money crosses the API as decimal strings ("1250.00") or numbers with at most 2 decimals,
// and is stored as integer minor units. These helpers are the only place that converts.

/** 125000 -> "1250.00". */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const units = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${sign}${units}.${cents < 10 ? '0' : ''}${cents}`;
}

/** Minor units -> a number for aggregates shown as numbers (dashboard revenue). */
export function minorToNumber(minor: number): number {
  return Math.round(minor) / 100;
}

/**
 * 1250.5 -> 125050. Returns null when the value has more than 2 decimals, is negative or
 * not finite. Goes through the shortest decimal string of the number so 0.1 + 0.2 style
 * float noise (e.g. 19.99 * 100 = 1998.9999...) cannot shift a cent.
 */
export function parseMoney(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const text = String(value);
  if (/e/i.test(text)) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const units = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return units * 100 + cents;
}

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** 125000 -> "₹1,250.00", for sentences the API writes (the dashboard's activity feed). */
export function formatRupeesMinor(minor: number): string {
  return RUPEES.format(minor / 100);
}
