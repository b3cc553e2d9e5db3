/**
 * The requests a returning admin's first screen needs, started as the shell's entry runs,
 * before React, the UI kit and the federation runtime are evaluated (decision 064): the session
 * check and, on a list screen opened without filters, that list's first page. The guard and the
 * admin area take them over once they render; until then nothing is shown, so a visitor signed
 * out sees no row (the API answers both with 401, and the guard sends them to the login screen).
 * Plain `fetch`: the platform's HTTP client is a federated singleton, not usable this early.
 * Public pages and the login screen ask nothing: a visitor never causes a 401 there.
 */
import type { Admin, AdminResponse, ListPageData } from '@rewards/contract';
import { LIST_WINDOW_ROWS } from '@rewards/contract/limits';
import { REMOTE_ROUTES, ROUTES } from '@rewards/contract/routes';

export interface FirstList {
  dataSet: string;
  /** The list's API path (`/withdrawals`), as the screen's query asks for it. */
  path: string;
  page: Promise<ListPageData<unknown>>;
}

interface BootRequests {
  admin: Promise<Admin> | null;
  firstList: FirstList | null;
}

/** Paths that are not the admin area: the public pages and the login screens. */
const NOT_ADMIN = new Set([
  ...REMOTE_ROUTES.filter((route) => route.area === 'public').map((route) => route.path),
  ROUTES.login.path,
  ROUTES.logout.path,
]);

/** Whether `path` (no trailing slash) opens the admin area, where the session is checked. */
export const isAdminPath = (path: string): boolean => !NOT_ADMIN.has(path);

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Exported for its test: what a page at `location` asks for at boot. */
export function startBootRequests(location: Pick<Location, 'pathname' | 'search'>): BootRequests {
  const path = location.pathname.replace(/(.)\/+$/, '$1');
  if (!isAdminPath(path)) return { admin: null, firstList: null };
  const admin = getJson<AdminResponse>('/api/admin/me').then((body) => body.admin);
  // With filters in the URL the screen's query is its own to work out; it asks itself.
  const list = location.search ? undefined : REMOTE_ROUTES.find((route) => route.path === path);
  if (!list?.firstList) return { admin, firstList: null };
  const { dataSet, api } = list.firstList;
  const page = getJson<{ data: ListPageData<unknown> }>(
    `/api${api}?limit=${LIST_WINDOW_ROWS}`,
  ).then((body) => body.data);
  // Until the admin area takes it over, a failure (signed out: 401) is nobody's to report.
  page.catch(() => undefined);
  admin.catch(() => undefined);
  return { admin, firstList: { dataSet, path: api, page } };
}

let started: BootRequests = { admin: null, firstList: null };

/** Called once by the shell's entry. */
export function startBoot(): void {
  started = startBootRequests(window.location);
}

/** The session check asked at boot, once (a later check, after a sign-in, asks anew). */
export function takeBootAdmin(): Promise<Admin> | null {
  const { admin } = started;
  started = { ...started, admin: null };
  return admin;
}

/** The first list page asked for at boot, once. */
export function takeBootFirstList(): FirstList | null {
  const { firstList } = started;
  started = { ...started, firstList: null };
  return firstList;
}
