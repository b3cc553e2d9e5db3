// One declaration per server-paged list: its filters, sort keys and columns, written once.
// The API derives its query validation, sort keys and CSV from it; the screens derive their
// table columns' headers, sortable flags and CSV values from the same objects (decision 028).
// Dependency-free: the frontends import it at runtime (`@rewards/contract/lists`). A list is one
// registration (decision 065): besides its view it names its key, live entity, data set and
// permission, and the API, the saved views and the screens derive their parts from those.

import type { EventEntity } from '../events/event-types';
import type { Permission } from '../permissions/permission-matrix';

export type SortDirection = 'asc' | 'desc';

export interface ListSort<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

/** A filter as the URL and the API query carry it. */
export type FilterSpec =
  /** Case-insensitive substring of the fields named in `label`. */
  | { kind: 'search'; label: string }
  /**
   * 'all' (no filter) or one of the values; `labels`: how the filter bar names a value where
   * it is not the value with a capital first letter (choiceOptions).
   */
  | { kind: 'choice'; values: readonly string[]; labels?: Readonly<Record<string, string>> }
  /** A day, YYYY-MM-DD: `from` applies from the start of that day, `to` through its end. */
  | { kind: 'date'; bound: 'from' | 'to' }
  /** A record's id, a positive integer: the rows of one user (the `(user_id, id)` index). */
  | { kind: 'id'; label: string };

export interface ListColumn<Row, Id extends string = string> {
  /** The screen's column id (also its sort key when `sortKey` is set). */
  id: Id;
  header: string;
  /** The server sort key this column orders by. */
  sortKey?: string;
  /** The column's CSV value; columns without one (actions) are not exported. */
  csv?: (row: Row) => unknown;
}

export interface ListDeclaration<
  Row,
  SortKey extends string,
  Filter extends string,
  Column extends string = string,
  Key extends string = string,
> {
  /** The list's name: its saved views' `list`, its place in LISTS (list-catalogue.ts). */
  key: Key;
  /** The API paths: GET /api/<path>, /api/<path>/summary, /api/<path>/export.csv. */
  path: string;
  /** Its routes' OpenAPI operations: list<Name>, summarize<Name>, export<Name>. */
  operationName: string;
  /** What an admin needs to read it: its routes, its saved views (and its live events). */
  permission: Permission;
  /** The query-key prefix of its screens (shared `DATA_SETS`): what a live change refreshes. */
  dataSet: string;
  /** The entity whose live events are its rows (`<entity>.created` adds one); none: no events. */
  entity: EventEntity | null;
  sortKeys: readonly SortKey[];
  defaultSort: ListSort<SortKey>;
  filters: Readonly<Record<Filter, FilterSpec>>;
  columns: readonly ListColumn<Row, Column>[];
  /** Name of the CSV file the export downloads. */
  csvFileName: string;
  /**
   * A filter's name in the screen's URL where it is not the API's: links and saved views
   * written before the list moved onto the engine keep working (`q` for the users' `search`).
   */
  urlKeys?: Readonly<Partial<Record<Filter, string>>>;
  /**
   * Filters of the screen's URL the API does not take (the quiz table's `list` tab), kept in a
   * saved view before the list's own.
   */
  viewFilters?: Readonly<Record<string, FilterSpec>>;
}

/** The filters of a list's query, as strings ('' or absent means none). */
export type ListFilters<Filter extends string> = Partial<Record<Filter, string>>;

/** Rows per request of any list query; the default. */
export const LIST_PAGE_MAX = 500;
export const LIST_PAGE_DEFAULT = 100;
/** Longest search text of any list, characters. */
export const LIST_SEARCH_MAX = 200;
/** Matches counted exactly; past this the total is an estimate. */
export const LIST_EXACT_TOTAL_CAP = 10_000;

/** Checks the declaration's own consistency while it is written (types do the rest). */
export function defineList<Row>() {
  return <
    SortKey extends string,
    Filter extends string,
    Column extends string,
    const Key extends string,
  >(
    declaration: ListDeclaration<Row, SortKey, Filter, Column, Key>,
  ): ListDeclaration<Row, SortKey, Filter, Column, Key> => declaration;
}

/** A declaration's column ids: what a screen gives a cell or marks export-only. */
export type ColumnIdOf<D> = D extends { columns: readonly ListColumn<never, infer C>[] }
  ? C
  : never;

/** `key:asc` / `key:desc`: a sort as the screens' URLs and the API's query carry it. */
export function formatSort({ key, direction }: ListSort): string {
  return `${key}:${direction}`;
}

/**
 * Parses a `key:direction` sort, or returns the reason it is not one of the list's. The API
 * answers that reason as a 400; the screens fall back to the default.
 */
export function parseSort<Key extends string>(
  value: string | undefined,
  declaration: { sortKeys: readonly Key[]; defaultSort: ListSort<Key> },
): ListSort<Key> | string {
  if (value === undefined || value === '') return declaration.defaultSort;
  const [key = '', direction = 'asc', extra] = value.split(':');
  if (!(declaration.sortKeys as readonly string[]).includes(key))
    return `sort: unknown key "${key}"; sortable: ${declaration.sortKeys.join(', ')}`;
  if ((direction !== 'asc' && direction !== 'desc') || extra !== undefined)
    return 'sort must be <key>:asc or <key>:desc';
  return { key: key as Key, direction };
}

/** The screen's URL key of a filter (its API name unless `urlKeys` renames it). */
export const urlKeyOf = (
  declaration: { urlKeys?: Readonly<Partial<Record<string, string>>> },
  filter: string,
): string => declaration.urlKeys?.[filter] ?? filter;

/** The CSV header row and one row's values, from the declaration's exported columns. */
export function csvHeaders<Row>(columns: readonly ListColumn<Row>[]): string[] {
  return columns.filter((column) => column.csv).map((column) => column.header);
}
export function csvValues<Row>(columns: readonly ListColumn<Row>[], row: Row): unknown[] {
  return columns.flatMap((column) => (column.csv ? [column.csv(row)] : []));
}

/** A choice filter's options for the filter bar: each value with its label ('all': 'All'). */
export function choiceOptions<F extends string>(
  declaration: { filters: Readonly<Record<F, FilterSpec>> },
  filter: F,
): { value: string; label: string }[] {
  const spec = declaration.filters[filter];
  if (spec.kind !== 'choice') return [];
  return spec.values.map((value) => ({
    value,
    label: spec.labels?.[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
  }));
}
