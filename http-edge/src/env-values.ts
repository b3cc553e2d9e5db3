/** Parsers of environment values: each names the variable in its error, so a bad start says why. */

export function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

export function positiveIntFrom(value: string | undefined, fallback: number, name: string): number {
  const parsed = intFrom(value, fallback, name);
  if (parsed < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return parsed;
}

/** A TCP port; 0 asks the system for a free one. */
export function portFrom(value: string | undefined, fallback: number, name: string): number {
  const parsed = intFrom(value, fallback, name);
  if (parsed > 65_535) throw new Error(`${name} must be a port from 0 to 65535, got "${value}"`);
  return parsed;
}

export function boolFrom(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

export function listFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
