// In-page probe of bench-returning.ts: when a returning admin's first rows paint, and what the
// page fetched before them (Resource Timing: every time is from navigation start).

/** A screen a returning admin opens first: its path, table name and first list request. */
export interface ReturningScreen {
  path: string;
  caption: string;
  /** The API path of the list's first page (`/api/withdrawals?...`). */
  listApi: string;
}

export const RETURNING_SCREENS: readonly ReturningScreen[] = [
  { path: '/payment', caption: 'Wallet transactions', listApi: '/api/wallet' },
  { path: '/withdrawal', caption: 'Withdrawal requests', listApi: '/api/withdrawals' },
  { path: '/crypto-pay', caption: 'Crypto payments', listApi: '/api/crypto-payments' },
  { path: '/notifications', caption: 'Notifications', listApi: '/api/notifications' },
  { path: '/user-table', caption: 'Users', listApi: '/api/users' },
];

/**
 * Installed before the page's own scripts: each animation frame until the screen's table shows
 * data rows and no loading row, then the next frame's time (the frame those rows paint in) in
 * `__rowsPaintedAt`. A frame callback is cheap next to the page's own work before its rows.
 */
export function rowsPaintScript(screens: readonly ReturningScreen[]): string {
  const captions = Object.fromEntries(screens.map((screen) => [screen.path, screen.caption]));
  return `
    globalThis.__rowsPaintedAt = null;
    (() => {
      const caption = ${JSON.stringify(captions)}[location.pathname];
      if (!caption) return;
      const check = () => {
        const table = document.querySelector('table[aria-label="' + caption + '"]');
        const ready = table && table.querySelector('tbody tr[aria-rowindex]') &&
          !table.querySelector('tbody tr[data-loading-row]');
        if (ready) requestAnimationFrame(() => { globalThis.__rowsPaintedAt = performance.now(); });
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })();
  `;
}

export interface Fetched {
  url: string;
  start: number;
  end: number;
}

/** In the page: every resource fetched so far (start and end from navigation start). */
export function fetchedResources(): Fetched[] {
  return performance.getEntriesByType('resource').map((entry) => ({
    url: entry.name,
    start: entry.startTime,
    end: (entry as PerformanceResourceTiming).responseEnd,
  }));
}

export interface VisitPhases {
  'me →': number | null;
  'me ✓': number | null;
  'code →': number | null;
  'code ✓': number | null;
  'list →': number | null;
  'list ✓': number | null;
  rows: number;
}

const SHELL_PORT = '3000';

/**
 * One visit's phases: the session check, the route's code (the remote's entry, container and
 * chunks, from the remotes' own origins) and its first list request, each when it left and
 * ended, and when the rows painted. Only what was fetched before the rows counts.
 */
export function phasesOf(
  screen: ReturningScreen,
  fetched: readonly Fetched[],
  rows: number,
): VisitPhases {
  const before = fetched.filter((entry) => entry.start <= rows);
  const first = (match: (url: URL) => boolean) =>
    before.find((entry) => match(new URL(entry.url))) ?? null;
  const me = first((url) => url.pathname === '/api/admin/me');
  const list = first((url) => url.pathname === screen.listApi);
  const code = before.filter((entry) => {
    const url = new URL(entry.url);
    return url.port !== SHELL_PORT && /\.(js|json)$/.test(url.pathname);
  });
  const ms = (value: number | undefined) => (value === undefined ? null : Math.round(value));
  return {
    'me →': ms(me?.start),
    'me ✓': ms(me?.end),
    'code →': code.length ? ms(Math.min(...code.map((entry) => entry.start))) : null,
    'code ✓': code.length ? ms(Math.max(...code.map((entry) => entry.end))) : null,
    'list →': ms(list?.start),
    'list ✓': ms(list?.end),
    rows: Math.round(rows),
  };
}

/** Each phase's median over visits (a phase missing in a visit counts as missing). */
export function medianPhases(visits: readonly VisitPhases[]): VisitPhases {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
  };
  const keys = Object.keys(visits[0] ?? {}) as (keyof VisitPhases)[];
  return Object.fromEntries(
    keys.map((key) => {
      const values = visits.map((visit) => visit[key]).filter((v): v is number => v !== null);
      return [key, values.length === visits.length ? median(values) : null];
    }),
  ) as unknown as VisitPhases;
}
