import type { UserListPage } from '@rewards/contract';

// Deep jumps inside the status and trust filters (decision 022), one request at a time so each
// figure is one jump's own latency through HTTP: the scrollbar dragged to row 500,000 of
// "trust = yes" (about 60% of the seeded users) and to row 400,000 of "status = ok, trust =
// yes" (about 48%), sorted by name, wallet and Pause/Block Date. A position past a view's end
// is moved to its middle, so smaller seeds measure a real jump too.

const VIEWS = [
  { filter: 'trust=yes', position: 500_000 },
  { filter: 'status=ok&trust=yes', position: 400_000 },
];
const SORTS = ['name:asc', 'wallet:desc', 'since:desc'];
const REPEATS = 5;

export interface FilteredJumpRow {
  view: string;
  sort: string;
  position: number;
  'median ms': number;
  'max ms': number;
  rows: number;
}

async function timed(url: string, cookie: string): Promise<[number, UserListPage]> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const data = ((await res.json()) as { data: UserListPage }).data;
  return [performance.now() - started, data];
}

export async function benchFilteredJumps(base: string, cookie: string): Promise<FilteredJumpRow[]> {
  const rows: FilteredJumpRow[] = [];
  for (const { filter, position: wanted } of VIEWS) {
    const [, first] = await timed(`${base}/api/users?${filter}&limit=1`, cookie);
    const position = wanted < first.total ? wanted : Math.floor(first.total / 2);
    for (const sort of SORTS) {
      const url = `${base}/api/users?${filter}&sort=${sort}&position=${position}&limit=100`;
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < REPEATS; i++) {
        const [ms, page] = await timed(url, cookie);
        times.push(ms);
        count = page.rows.length;
      }
      times.sort((a, b) => a - b);
      rows.push({
        view: filter,
        sort,
        position,
        'median ms': Math.round(times[Math.floor(REPEATS / 2)] as number),
        'max ms': Math.round(times[REPEATS - 1] as number),
        rows: count,
      });
    }
  }
  return rows;
}
