import type { ListPageData, ListSummary } from '@rewards/contract';
import { mockApi, type SentRequest } from './mock-api';

// The list engine's endpoints (GET /api/<path>, /summary) as component tests answer them: the
// server filters, sorts and counts, so a test states the rows and numbers the server would
// send, and checks the query the screen sent (filters, sort) rather than what the client did.

/** One page holding every row given: `total` is their count unless stated. */
export const listPage = <Row>(rows: readonly Row[], total = rows.length): ListPageData<Row> => ({
  rows: [...rows],
  total,
  totalIsEstimate: false,
  nextCursor: null,
  position: 0,
});

/** Answers `GET /api<path>` with these rows, or with rows chosen from the query sent. */
export function mockListPage<Row>(
  path: string,
  rows: readonly Row[] | ((query: Record<string, string>) => readonly Row[]),
) {
  mockApi.get(path, (sent: SentRequest) => ({
    success: true as const,
    data: listPage(typeof rows === 'function' ? rows(queryOf(sent)) : rows),
  }));
}

export const emptySummary: ListSummary = { count: 0, amount: '0.00', groups: {} };

/** Answers `GET /api<path>/summary` with these numbers. */
export function mockListSummary(
  path: string,
  summary: ListSummary | ((query: Record<string, string>) => ListSummary),
) {
  mockApi.get(`${path}/summary`, (sent: SentRequest) => ({
    success: true as const,
    data: typeof summary === 'function' ? summary(queryOf(sent)) : summary,
  }));
}

/** Answers a list's page and its summary (empty unless given): what most list screens read. */
export function mockList<Row>(
  path: string,
  rows: readonly Row[] | ((query: Record<string, string>) => readonly Row[]),
  summary: ListSummary | ((query: Record<string, string>) => ListSummary) = emptySummary,
) {
  mockListPage(path, rows);
  mockListSummary(path, summary);
}

/** A request's query as an object (order-independent comparisons). */
export const queryOf = (sent: SentRequest): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(sent.path.split('?')[1] ?? ''));

/** The queries of every GET to `path` (a page, its summary, its CSV), in order. */
export const listQueries = (path: string): Record<string, string>[] =>
  mockApi.requestsTo('get', path).map(queryOf);

/** The query of the last GET to `path`, or undefined. */
export const lastListQuery = (path: string): Record<string, string> | undefined =>
  listQueries(path).at(-1);
