import { AUDIT_LIST } from './audit-list';
import { CRYPTO_LIST } from './crypto-list';
import { type FilterSpec, LIST_SEARCH_MAX, parseSort, urlKeyOf } from './list-declaration';
import { BANNER_LIST } from './banner-list';
import { MESSAGE_LIST } from './message-list';
import { NOTIFICATION_LIST } from './notification-list';
import { QUIZ_LIST, VIDEO_LIST } from './quiz-list';
import { WALLET_LIST } from './wallet-list';
import { isNoFilter, viewQueryOf } from './view-query';
import { USER_LIST } from './user-list';
import { WITHDRAWAL_LIST } from './withdrawal-list';

// Saved views (decision 031): a view is a named URL query of one list. Each list's URL keys
// are described here once, so the API validates a saved query and the screens mark the view
// the URL shows with the same rules. Dependency-free: the browser imports it at run time.

/** The URL keys of a list's view: its filters and, when it sorts, its sort keys. */
export interface ViewShape {
  filters: Readonly<Record<string, FilterSpec>>;
  /** Empty when the list has no sort in its URL. */
  sortKeys: readonly string[];
}

/** A declaration's view in the screen's URL: its filters under their URL keys. */
export function viewShapeOf(declaration: {
  filters: Readonly<Record<string, FilterSpec>>;
  sortKeys: readonly string[];
  urlKeys?: Readonly<Partial<Record<string, string>>>;
}): ViewShape {
  const filters = Object.entries(declaration.filters).map(
    ([name, spec]) => [urlKeyOf(declaration, name), spec] as const,
  );
  return { filters: Object.fromEntries(filters), sortKeys: declaration.sortKeys };
}

const choice = (values: readonly string[]): FilterSpec => ({ kind: 'choice', values });

/** Every list a view can be saved on, by the key the API and the screens name it with. */
export const SAVED_VIEW_LISTS = {
  users: viewShapeOf(USER_LIST),
  wallet: WALLET_LIST,
  withdrawals: WITHDRAWAL_LIST,
  crypto: CRYPTO_LIST,
  notifications: NOTIFICATION_LIST,
  audit: viewShapeOf(AUDIT_LIST),
  messages: MESSAGE_LIST,
  quizzes: QUIZ_LIST,
  // The quiz table's Videos tab is `?list=videos`: a view of it keeps the tab when opened.
  videos: {
    filters: { list: choice(['videos']), ...VIDEO_LIST.filters },
    sortKeys: VIDEO_LIST.sortKeys,
  },
  banners: BANNER_LIST,
} as const satisfies Record<string, ViewShape>;

export type SavedViewList = keyof typeof SAVED_VIEW_LISTS;
export const SAVED_VIEW_LIST_KEYS = Object.keys(SAVED_VIEW_LISTS) as SavedViewList[];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDay = (value: string): boolean => {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Why a filter's URL value is not one the list takes, or null when it is. */
function filterProblem(name: string, spec: FilterSpec, value: string): string | null {
  switch (spec.kind) {
    case 'search':
      return value.length > LIST_SEARCH_MAX
        ? `${name}: at most ${LIST_SEARCH_MAX} characters`
        : null;
    case 'choice':
      return spec.values.includes(value) ? null : `${name}: "${value}" is not one of its values`;
    case 'date':
      return isDay(value) ? null : `${name}: expected a day as YYYY-MM-DD`;
    case 'id':
      return /^[1-9]\d{0,15}$/.test(value) ? null : `${name}: expected a positive whole number`;
  }
}

/** The URL keys of a list's view, in the order a saved query holds them. */
export const viewKeys = (shape: ViewShape): string[] => [
  ...Object.keys(shape.filters),
  ...(shape.sortKeys.length > 0 ? ['sort'] : []),
];

/**
 * A list's view from a URL query, checked: the first key or value the list does not take, or
 * the query in its stored form (`viewQueryOf`).
 */
export function canonicalViewQuery(
  shape: ViewShape,
  query: string,
): { query: string } | { error: string } {
  const given = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const known = viewKeys(shape);
  for (const key of new Set(given.keys())) {
    if (!known.includes(key)) return { error: `The list has no filter "${key}"` };
    if (given.getAll(key).length > 1) return { error: `"${key}" is given more than once` };
    const value = given.get(key) ?? '';
    if (isNoFilter(value)) continue;
    const problem =
      key === 'sort'
        ? sortProblem(shape, value)
        : filterProblem(key, shape.filters[key] as FilterSpec, value);
    if (problem) return { error: problem };
  }
  return { query: viewQueryOf(known, query) };
}

function sortProblem(shape: ViewShape, value: string): string | null {
  const parsed = parseSort(value, {
    sortKeys: shape.sortKeys,
    defaultSort: { key: shape.sortKeys[0] ?? '', direction: 'asc' },
  });
  return typeof parsed === 'string' ? parsed : null;
}
