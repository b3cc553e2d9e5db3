import { WALLET_MAX } from '@rewards/contract/limits';

export const WALLET_INVALID_TITLE = 'Invalid wallet amount';
export const WALLET_INVALID_MESSAGE =
  'Enter an amount from 0 to 1,00,00,000 with at most 2 decimals, e.g. 1250.50. Not saved.';

/**
 * What the admin typed → rupees as a number, or null when it is not an amount the wallet can
 * hold. Forgiving about what the field itself shows: a leading ₹, thousands separators and
 * spaces are ignored.
 */
export function parseWalletInput(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value <= WALLET_MAX ? value : null;
}

/** Same amount in paise, so 1250.5 and '1250.50' compare equal without float surprises. */
export function sameAmount(a: number | string, b: number | string): boolean {
  return Math.round(Number(a) * 100) === Math.round(Number(b) * 100);
}
