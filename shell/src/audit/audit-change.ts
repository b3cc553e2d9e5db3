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

const show = (value: unknown): string =>
  value === undefined ? '–' : typeof value === 'string' ? value : JSON.stringify(value);

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
      .map(([key, value]) => `${key}: ${show(value)}`)
      .join(', ');
  }
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return keys
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(next[key]))
    .map((key) => `${key}: ${show(old[key])} → ${show(next[key])}`)
    .join(', ');
}
