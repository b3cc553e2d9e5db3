import { useCallback, useMemo, useRef } from 'react';
import {
  type FilterSpec,
  formatSort,
  type ListSort,
  parseSort,
  urlKeyOf,
} from '@rewards/contract/lists';
import { endOfDay, startOfDay, useUrlFilters } from '@rewards/shared';
import { usePacedValue } from '@rewards/shared/query';
import { nextSort, type SortState } from './sort-rows';

// The view of a server-paged list, kept in the URL query: its declaration's filters (as the
// filter bar applies them) and the sort, and the same view as the API takes it.

interface ListViewDeclaration {
  filters: Readonly<Record<string, FilterSpec>>;
  sortKeys: readonly string[];
  defaultSort: ListSort;
  /** A filter's URL key where it is not its API name (the users' `q` for `search`). */
  urlKeys?: Readonly<Partial<Record<string, string>>>;
}

export interface ListView {
  /** The URL's values of every filter ('' or 'all' when not set), by URL key, for the filter bar. */
  applied: Record<string, string>;
  /** Sets some filters (a bar applying as each changes passes only the changed one). */
  apply: (changes: Partial<Record<string, string>>) => void;
  clear: () => void;
  /**
   * What the server is asked for, by the API's names: the filters set (dates as the admin's
   * local day bounds).
   */
  query: Readonly<Record<string, string>>;
  /** True when a filter narrows the list. */
  filtered: boolean;
  /** The sort shown: the URL's, or the list's default. */
  sort: SortState;
  toggleSort: (columnId: string) => void;
}

const defaultsOf = (declaration: ListViewDeclaration): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(declaration.filters).map(([name, spec]) => [
      urlKeyOf(declaration, name),
      spec.kind === 'choice' ? 'all' : '',
    ]),
  ),
  sort: '',
});

function apiValue(spec: FilterSpec, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'all') return null;
  // A hand-edited choice the list does not have is no filter either.
  if (spec.kind === 'choice') return spec.values.includes(trimmed) ? trimmed : null;
  // A hand-edited id the API would refuse (400) is no filter, as an unknown choice would be.
  if (spec.kind === 'id') return /^[1-9]\d{0,15}$/.test(trimmed) ? trimmed : null;
  if (spec.kind !== 'date') return trimmed;
  const bound = spec.bound === 'from' ? startOfDay(trimmed) : endOfDay(trimmed);
  return bound ? bound.toISOString() : null;
}

/**
 * The sort the URL's value names, or the list's default when it names none of its keys. Only
 * the exact `key:direction`: the API's bare `key` shorthand would show a sort the query leaves out.
 */
function sortOf(declaration: ListViewDeclaration, sortParam: string): SortState {
  const parsed = parseSort(sortParam, declaration);
  const exact = typeof parsed !== 'string' && (!sortParam || formatSort(parsed) === sortParam);
  const { key, direction } = exact ? parsed : declaration.defaultSort;
  return { columnId: key, direction };
}

/** The URL's value of the table's sort ('' for none: the list's default). */
const sortParamOf = (sort: SortState | null): string =>
  sort ? formatSort({ key: sort.columnId, direction: sort.direction }) : '';

/**
 * What the server is asked for, from the URL's values (by URL key): the filters set, by the
 * API's names, and the URL's sort when it is one of the list's. Values the server would refuse
 * are left out, so a hand-edited link shows more rows instead of an error.
 */
export function listQueryOf(
  declaration: ListViewDeclaration,
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, spec] of Object.entries(declaration.filters)) {
    const value = apiValue(spec, params[urlKeyOf(declaration, name)] ?? '');
    if (value !== null) result[name] = value;
  }
  const sortParam = params.sort ?? '';
  if (sortParam && sortParamOf(sortOf(declaration, sortParam)) === sortParam)
    result.sort = sortParam;
  return result;
}

/** The URL keys of the list's filters of these kinds. */
const keysOf = (declaration: ListViewDeclaration, kinds: readonly FilterSpec['kind'][]) =>
  Object.entries(declaration.filters)
    .filter(([, spec]) => kinds.includes(spec.kind))
    .map(([name]) => urlKeyOf(declaration, name));
/** Filters a field may type into while bound to the URL's value (useUrlFilters' 'typed'). */
const TYPED_KINDS: readonly FilterSpec['kind'][] = ['search', 'id', 'date'];

/** Keystrokes closer than this are a burst: the first is asked for at once, not each one. */
const TYPING_MS = 150;

/**
 * The view in the URL. `prefetch` is handed the query of each change the server will be
 * asked for (a sort, a filter, Clear, a search but not each keystroke of a burst) from the
 * event itself, so the request runs while the page renders the change (decision 048).
 */
export function useListView(
  declaration: ListViewDeclaration,
  prefetch?: (query: Readonly<Record<string, string>>) => void,
  { searchPaceMs = 0 }: { searchPaceMs?: number } = {},
): ListView {
  const defaults = useMemo(() => defaultsOf(declaration), [declaration]);
  const [params, update, clearAll] = useUrlFilters(defaults);
  // Read when a change is made, so `apply` (and the memoised header's toggleSort) stay the
  // same functions across renders.
  const current = useRef(params);
  current.current = params;
  const lastSearchAt = useRef(Number.NEGATIVE_INFINITY);

  const sortParam = params.sort ?? '';
  const sort = useMemo(() => sortOf(declaration, sortParam), [sortParam, declaration]);
  // The search fields show each keystroke; the server is asked for them at most once per
  // `searchPaceMs` while the admin types (usePacedValue; 0 asks for each at once).
  const typed = JSON.stringify(keysOf(declaration, ['search']).map((key) => params[key] ?? ''));
  const searched = usePacedValue(typed, searchPaceMs);
  const query = useMemo(() => {
    const paced = JSON.parse(searched) as string[];
    const asked = { ...params };
    keysOf(declaration, ['search']).forEach((key, index) => (asked[key] = paced[index] ?? ''));
    return listQueryOf(declaration, asked);
  }, [params, searched, declaration]);

  const apply = useCallback(
    (changes: Partial<Record<string, string>>) => {
      const next = { ...current.current, ...changes };
      const changed = (key: string) => next[key] !== current.current[key];
      // A sort or a choice renders the page once; a typed value shows in its field at once.
      update(changes, keysOf(declaration, TYPED_KINDS).some(changed) ? 'typed' : 'chosen');
      const now = performance.now();
      const typed = keysOf(declaration, ['search']).some(changed);
      const burst = typed && now - lastSearchAt.current < TYPING_MS;
      if (typed) lastSearchAt.current = now;
      if (prefetch && !burst) prefetch(listQueryOf(declaration, next));
    },
    [update, prefetch, declaration],
  );
  const toggleSort = useCallback(
    (columnId: string) => apply({ sort: sortParamOf(nextSort(sort, columnId)) }),
    [apply, sort],
  );
  const clear = useCallback(() => {
    // Clear keeps the sort: it is how the admin reads the list, not a filter. Read at the
    // click, so `clear` stays the same function across sorts (memoised filter bars get it).
    const kept = current.current.sort ?? '';
    clearAll();
    if (kept) update({ sort: kept }, 'chosen');
    prefetch?.(listQueryOf(declaration, { sort: kept }));
  }, [clearAll, update, prefetch, declaration]);

  const { sort: _sort, ...applied } = params;
  return {
    applied,
    apply,
    clear,
    query,
    filtered: Object.keys(query).some((key) => key !== 'sort'),
    sort,
    toggleSort,
  };
}
