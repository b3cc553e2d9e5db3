/** The tables `npm run bench:users` prints: every visit, then medians beside the targets. */
import os from 'node:os';

export interface Visit {
  users: number;
  visit: number;
  'first rows ms': number;
  'download ms': number;
  'first rows - download ms': number;
  'list gzip KB': number;
  'search email ms': number;
  'search by name ms': number;
  'clear search ms': number;
  'sort by name ms': number;
  'sort by wallet ms': number;
  'jump to 90% ms': number;
  'scroll a screen ms': number;
  'JS heap MB': number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const FIGURES = [
  'first rows ms',
  'download ms',
  'list gzip KB',
  'search email ms',
  'search by name ms',
  'sort by name ms',
  'sort by wallet ms',
  'jump to 90% ms',
  'scroll a screen ms',
  'JS heap MB',
] as const;

/** The whole-list screen at 100,000 users, as decision 014 measured it on this machine. */
const WHOLE_LIST_100K: Partial<Record<keyof Visit, string>> = {
  'list gzip KB': '6,246',
  'search email ms': '90',
  'search by name ms': '90',
  'sort by name ms': '95',
  'JS heap MB': '48',
};

/** Decision 014's targets at 1,000,000 users. */
const TARGETS_1M: Partial<Record<keyof Visit, string>> = {
  'first rows ms': '<= 1.2x the 1,000 figure',
  'search email ms': 'p95 < 100',
  'search by name ms': 'p95 < 100',
  'sort by name ms': '< 150',
  'sort by wallet ms': '< 150',
  'jump to 90% ms': '< 300',
  'JS heap MB': '< 30',
};

export function printReport(all: readonly Visit[], sizes: readonly number[]): void {
  console.log(`\nUser table (${os.cpus().length} CPUs, Chromium, new context per visit):`);
  console.table(all);
  const warm = (users: number, key: keyof Visit) =>
    median(all.filter((v) => v.users === users && v.visit > 1).map((v) => Number(v[key])));
  // Searches are few per run: their p95 is the worst visit.
  const worst = (users: number, key: keyof Visit) =>
    Math.max(...all.filter((v) => v.users === users).map((v) => Number(v[key])));
  console.log('Medians of visits 2+ (search: worst visit), beside the whole-list screen:');
  const table: Record<string, Record<string, string | number>> = {};
  for (const key of FIGURES) {
    const row: Record<string, string | number> = {};
    for (const users of sizes)
      row[users.toLocaleString('en-IN')] = key.startsWith('search')
        ? worst(users, key)
        : warm(users, key);
    row['whole list, 100,000 (before)'] = WHOLE_LIST_100K[key] ?? '';
    row['target at 1,000,000'] = TARGETS_1M[key] ?? '';
    table[key] = row;
  }
  console.table(table);
}
