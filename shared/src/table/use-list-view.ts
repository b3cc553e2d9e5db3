import { useCallback, useMemo } from 'react';
import type { FilterSpec, ListSort } from '@rewards/contract/lists';
import { endOfDay, startOfDay, useUrlFilters } from '@rewards/shared';
import { formatSort, nextSort, parseSort, type SortState } from './sort-rows';

// The view of a server-paged list, kept in the URL query: its declaration's filters (as the
// filter bar applies them) and the sort, and the same view as the API takes it.

interface ListViewDeclaration {
  filters: Readonly<Record<string, FilterSpec>>;
  sortKeys: readonly string[];
  defaultSort: ListSort;
}

export interface ListView {
  /** The URL's values of every filter ('' or 'all' when not set), for the filter bar. */
  applied: Record<string, string>;
  /** Sets some filters (a bar applying as each changes passes only the changed one). */
  apply: (changes: Partial<Record<string, string>>) => void;
  clear: () => void;
  /** What the server is asked for: the filters set (dates as the admin's local day bounds). */
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
      name,
      spec.kind === 'choice' ? 'all' : '',
    ]),
  ),
  sort: '',
});

function apiValue(spec: FilterSpec, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'all') return null;
  // A hand-edited id the API would refuse (400) is no filter, as an unknown choice would be.
  if (spec.kind === 'id') return /^[1-9]\d{0,15}$/.test(trimmed) ? trimmed : null;
  if (spec.kind !== 'date') return trimmed;
  const bound = spec.bound === 'from' ? startOfDay(trimmed) : endOfDay(trimmed);
  return bound ? bound.toISOString() : null;
}

export function useListView(declaration: ListViewDeclaration): ListView {
  const defaults = useMemo(() => defaultsOf(declaration), [declaration]);
  const [params, update, clearAll] = useUrlFilters(defaults);

  const sortParam = params.sort ?? '';
  const sort = useMemo<SortState>(() => {
    const parsed = parseSort(sortParam);
    if (parsed && declaration.sortKeys.includes(parsed.columnId)) return parsed;
    const { key, direction } = declaration.defaultSort;
    return { columnId: key, direction };
  }, [sortParam, declaration]);

  const query = useMemo(() => {
    const result: Record<string, string> = {};
    for (const [name, spec] of Object.entries(declaration.filters)) {
      const value = apiValue(spec, params[name] ?? '');
      if (value !== null) result[name] = value;
    }
    if (sortParam && formatSort(sort) === sortParam) result.sort = sortParam;
    return result;
  }, [params, declaration, sort, sortParam]);

  const toggleSort = useCallback(
    (columnId: string) => update({ sort: formatSort(nextSort(sort, columnId)) }),
    [update, sort],
  );
  const clear = useCallback(() => {
    // Clear keeps the sort: it is how the admin reads the list, not a filter.
    clearAll();
    if (sortParam) update({ sort: sortParam });
  }, [clearAll, update, sortParam]);

  const { sort: _sort, ...applied } = params;
  return {
    applied,
    apply: update,
    clear,
    query,
    filtered: Object.keys(query).some((key) => key !== 'sort'),
    sort,
    toggleSort,
  };
}
