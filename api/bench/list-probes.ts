import { gzipSync } from 'node:zlib';
import type { FilterSpec, ListDeclaration } from '@rewards/contract';

// One list's figures on a running server, one request at a time (decision 028): the first
// page and its gzip size, the next page by cursor, every sort, every filter, a jump to 90% of
// the list, and the summary, warm (cached) and cold (each request right after a write to the
// list's table, as the app's backend writes all day). Each figure is the p95 of REPEAT
// requests (the median too).

const REPEAT = Number(process.env.BENCH_LIST_REPEAT ?? 9);

export interface ListFigures {
  list: string;
  rows: number;
  'first page ms': string;
  'first page gzip KB': number;
  'next page ms': string;
  'sort p95 ms (worst key)': string;
  'filter p95 ms (worst)': string;
  'worst filter': string;
  'jump 90% ms': string;
  'summary ms': string;
  'cold summary ms': string;
}

/** A write to a list's table (`declaration.path`), for the cold summary; none: not measured. */
export type ListWrite = (path: string) => Promise<void>;

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function timed(url: string, cookie: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  // A kept-alive socket the server closes as it is reused fails at once: ask again, once.
  const res = await fetch(url, { headers: { cookie } }).catch(() =>
    fetch(url, { headers: { cookie } }),
  );
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

/** p50/p95 of REPEAT requests to one URL, as "p50 / p95". */
async function repeat(
  url: string,
  cookie: string,
  before?: () => Promise<void>,
): Promise<{ p50: number; p95: number; body: string }> {
  const samples: number[] = [];
  let body = '';
  for (let i = 0; i < REPEAT; i++) {
    await before?.();
    ({ ms: samples[i] = 0, body } = await timed(url, cookie));
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), body };
}

/** Values each kind of filter is measured with (a search: a common name and digits). */
function filterSamples(spec: FilterSpec): string[] {
  switch (spec.kind) {
    case 'choice':
      return spec.values.filter((value) => value !== 'all');
    case 'date':
      return [new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)];
    case 'search':
      return ['sharma', '4242'];
    default:
      return ['1', '5000'];
  }
}

/** The money lists answer `/summary` (count, amount, groups); the others have none. */
const SUMMARY_PATHS = ['/wallet', '/withdrawals', '/crypto-payments'];
export const hasSummary = (declaration: { path: string }) =>
  SUMMARY_PATHS.includes(declaration.path);

const show = ({ p50, p95 }: { p50: number; p95: number }) =>
  `${p50.toFixed(1)} / ${p95.toFixed(1)}`;

export async function probeList(
  base: string,
  cookie: string,
  declaration: ListDeclaration<never, string, string>,
  write?: ListWrite,
): Promise<ListFigures> {
  const url = (query: string) => `${base}/api${declaration.path}?limit=100&${query}`;
  const first = await repeat(url(''), cookie);
  const page = JSON.parse(first.body).data as { total: number; nextCursor: string | null };
  const next = page.nextCursor
    ? await repeat(url(`cursor=${encodeURIComponent(page.nextCursor)}`), cookie)
    : { p50: 0, p95: 0 };
  let worstSort = { p50: 0, p95: 0 };
  for (const key of declaration.sortKeys) {
    for (const direction of ['asc', 'desc']) {
      const figures = await repeat(url(`sort=${key}:${direction}`), cookie);
      if (figures.p95 > worstSort.p95) worstSort = figures;
    }
  }
  let worstFilter = { p50: 0, p95: 0, name: '-' };
  for (const [name, spec] of Object.entries(declaration.filters)) {
    const values = filterSamples(spec);
    for (const value of values) {
      const figures = await repeat(url(`${name}=${encodeURIComponent(value)}`), cookie);
      if (figures.p95 > worstFilter.p95) worstFilter = { ...figures, name: `${name}=${value}` };
    }
  }
  const jump = await repeat(url(`position=${Math.floor(page.total * 0.9)}`), cookie);
  const summaryUrl = `${base}/api${declaration.path}/summary`;
  const summary = hasSummary(declaration) ? await repeat(summaryUrl, cookie) : null;
  const cold =
    summary && write ? await repeat(summaryUrl, cookie, () => write(declaration.path)) : null;
  return {
    list: declaration.path,
    rows: page.total,
    'first page ms': show(first),
    'first page gzip KB': Math.round(gzipSync(first.body).length / 102.4) / 10,
    'next page ms': show(next),
    'sort p95 ms (worst key)': show(worstSort),
    'filter p95 ms (worst)': show(worstFilter),
    'worst filter': worstFilter.name,
    'jump 90% ms': show(jump),
    'summary ms': summary ? show(summary) : '-',
    'cold summary ms': cold ? show(cold) : '-',
  };
}

/** The sidebar badges and the dashboard's stats, p50 / p95. */
export async function probeCounts(base: string, cookie: string) {
  return {
    'badges ms (/api/events/counts)': show(await repeat(`${base}/api/events/counts`, cookie)),
    'dashboard stats ms': show(await repeat(`${base}/api/dashboard/stats`, cookie)),
  };
}
