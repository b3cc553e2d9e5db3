/**
 * The databases the list benchmarks run on, one convention for the API benches (bench:lists,
 * bench:jumps) and the browser ones (scripts/bench-lists.ts, scripts/bench-sort-phases.ts):
 * BENCH_LIST_DIRS="label=dir,..." names seeded SQLite data folders (seed each with
 * `DATA_DIR=<dir> npm run seed -w api -- --users N --reset`), BENCH_LIST_URLS="label=url,..."
 * PostgreSQL databases (DATABASE_URL alone: one, labelled "postgres"). Folders run first, then
 * databases, so one run can read SQLite and PostgreSQL side by side.
 */
export interface BenchTarget {
  label: string;
  /** What the API is started with: a data folder or a database URL. */
  env: { DATA_DIR: string } | { DATABASE_URL: string };
}

/** "label=value,label=value" (a value may itself hold '='). */
export function labelledPairs(value: string | undefined): (readonly [string, string])[] {
  return (value ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    });
}

export function benchTargets(env: NodeJS.ProcessEnv = process.env): BenchTarget[] {
  const urls = env.BENCH_LIST_URLS ?? (env.DATABASE_URL && `postgres=${env.DATABASE_URL}`);
  const targets = [
    ...labelledPairs(env.BENCH_LIST_DIRS).map(([label, dir]) => ({
      label,
      env: { DATA_DIR: dir },
    })),
    ...labelledPairs(urls).map(([label, url]) => ({ label, env: { DATABASE_URL: url } })),
  ];
  if (targets.length === 0)
    throw new Error(
      'Set BENCH_LIST_DIRS="1k=<dir>,1m=<dir>" and/or BENCH_LIST_URLS="pg1k=<url>,..." (or DATABASE_URL)',
    );
  return targets;
}
