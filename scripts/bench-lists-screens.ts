import type { Page } from '@playwright/test';
import type { Change } from './bench-sort-phases-probes';

/**
 * The list screens the browser benchmarks open (bench-lists.ts, bench-sort-phases.ts), with the
 * sort and the filter change each times: a header click and the screen's own filter, set as an
 * admin sets it.
 */
/** The shell every scratch platform serves (scratch-platform.ts). */
export const SHELL = 'http://localhost:3000';

export interface ListScreen {
  path: string;
  /** The table's accessible name. */
  caption: string;
  sort: Change & { kind: 'sort' };
  filter: Change;
}

export const LIST_SCREENS: readonly ListScreen[] = [
  {
    path: '/payment',
    caption: 'Wallet transactions',
    sort: { kind: 'sort', header: 'Amount' },
    filter: { kind: 'select', label: 'Due', value: 'due', submit: true },
  },
  {
    path: '/withdrawal',
    caption: 'Withdrawal requests',
    sort: { kind: 'sort', header: 'Amount' },
    filter: { kind: 'select', label: 'Status', value: 'pending' },
  },
  {
    path: '/crypto-pay',
    caption: 'Crypto payments',
    sort: { kind: 'sort', header: 'Amount' },
    filter: { kind: 'select', label: 'Status', value: 'pending' },
  },
  {
    path: '/notifications',
    caption: 'Notifications',
    sort: { kind: 'sort', header: 'User' },
    // Its only filter is the date range (applied as the date is entered); the date is the
    // data's (filterOf).
    filter: { kind: 'input', label: 'To', value: '' },
  },
  // The users engine (decision 014), measured beside the money lists for the same figures.
  {
    path: '/user-table',
    caption: 'Users',
    sort: { kind: 'sort', header: 'Name' },
    filter: { kind: 'select', label: 'Status', value: 'pause' },
  },
];

const DAY_MS = 86_400_000;

/**
 * The screen's filter change, ready to make. A date left empty becomes a week before the
 * newest notification: the seed spreads them over 20 days, so the change drops the newest
 * rows (the first row changes) and keeps most of the list, on a database seeded any day.
 * `page` must be signed in.
 */
export async function filterOf(page: Page, screen: ListScreen): Promise<Change> {
  if (screen.filter.kind !== 'input' || screen.filter.value) return screen.filter;
  const answer = await page.request.get(`${SHELL}/api/notifications?limit=1&sort=date:desc`);
  const body = (await answer.json()) as { data: { rows: { created_at: string }[] } };
  const newest = Date.parse(body.data.rows[0]?.created_at ?? new Date().toISOString());
  const value = new Date(newest - 7 * DAY_MS).toISOString().slice(0, 10);
  return { ...screen.filter, value };
}
