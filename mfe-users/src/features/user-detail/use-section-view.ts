import { useCallback, useMemo, useState } from 'react';
import { formatSort, type ListSort } from '@rewards/contract/lists';
import { nextSort, type ListView, type SortState } from '@rewards/shared/table';

interface SectionDeclaration {
  sortKeys: readonly string[];
  defaultSort: ListSort;
}

const NO_FILTERS = {};
const noop = () => undefined;

/**
 * One list's view on a user's page: always that user's rows (`user=<id>`), sorted as the admin
 * clicks. Kept in the component, not the URL as `useListView` does: four lists share the page,
 * and their sorts would overwrite each other in one query string.
 */
export function useSectionView(declaration: SectionDeclaration, userId: number): ListView {
  const { key, direction } = declaration.defaultSort;
  const initial = useMemo<SortState>(() => ({ columnId: key, direction }), [key, direction]);
  const [sort, setSort] = useState<SortState>(initial);
  const isDefault = sort.columnId === key && sort.direction === direction;
  const query = useMemo(
    () => ({
      user: String(userId),
      ...(isDefault ? {} : { sort: formatSort({ key: sort.columnId, direction: sort.direction }) }),
    }),
    [userId, sort, isDefault],
  );
  const toggleSort = useCallback(
    // The third click (no sort) returns to the list's own order, as on its screen.
    (columnId: string) => setSort((current) => nextSort(current, columnId) ?? initial),
    [initial],
  );
  return {
    applied: NO_FILTERS,
    apply: noop,
    clear: noop,
    query,
    // The user is the page, not a filter: the count reads 'N transactions', not 'Showing N of Y'.
    filtered: false,
    sort,
    toggleSort,
  };
}
