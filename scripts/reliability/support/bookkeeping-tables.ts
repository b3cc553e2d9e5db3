/**
 * Tables a refused request may change on purpose, so "a 4xx changed nothing" leaves them out:
 * rate-limit counters count refused attempts too (that is their job), and migrations are not
 * data. Sessions are data here (a forged logout is a write); a check whose own signed-in
 * requests move the idle expiry leaves them out itself.
 */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set([
  'rate_limits',
  'kysely_migration',
  'kysely_migration_lock',
]);
