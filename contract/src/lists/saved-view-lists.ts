import { LISTS, type ListKey } from './list-catalogue';
import { type FilterSpec, LIST_SEARCH_MAX, parseSort, urlKeyOf } from './list-declaration';
import { isNoFilter, viewQueryOf } from './view-query';

// Saved views (decision 031): a view is a named URL query of one list. Each list's URL keys
// are described here once, so the API validates a saved query and the screens mark the view
// the URL shows with the same rules. Dependency-free: the browser imports it at run time.

/** The URL keys of a list's view: its filters and, when it sorts, its sort keys. */
export interface ViewShape {
  filters: Readonly<Record<string, FilterSpec>>;
  /** Empty when the list has no sort in its URL. */
  sortKeys: readonly string[];
}

/**
 * A declaration's view in the screen's URL: the screen's own filters (`viewFilters`), then its
 * filters under their URL keys.
 */
export function viewShapeOf(declaration: {
  filters: Readonly<Record<string, FilterSpec>>;
  sortKeys: readonly string[];
  urlKeys?: Readonly<Partial<Record<string, string>>>;
  viewFilters?: Readonly<Record<string, FilterSpec>>;
}): ViewShape {
  const filters = Object.entries(declaration.filters).map(
    ([name, spec]) => [urlKeyOf(declaration, name), spec] as const,
  );
  return {
    filters: { ...declaration.viewFilters, ...Object.fromEntries(filters) },
    sortKeys: declaration.sortKeys,
  };
}

/** Every list a view can be saved on (every registered list), by its key. */
export const SAVED_VIEW_LISTS = Object.fromEntries(
  LISTS.map((list) => [list.key, viewShapeOf(list)]),
) as Readonly<Record<ListKey, ViewShape>>;

export type SavedViewList = ListKey;
export const SAVED_VIEW_LIST_KEYS = LISTS.map((list) => list.key) as SavedViewList[];

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
