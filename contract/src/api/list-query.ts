import { type Static, type TSchema, Type } from '@sinclair/typebox';
import {
  type FilterSpec,
  LIST_PAGE_DEFAULT,
  LIST_PAGE_MAX,
  LIST_SEARCH_MAX,
  type ListDeclaration,
} from '../lists/list-declaration';
import { Nullable, StrictObject } from './common';

// The query, page and summary schemas of every server-paged list, built from its declaration
// (`contract/src/lists/`): one place decides what a list accepts and answers.

/** A day, or an instant with its offset (`2025-05-10T18:30:00.000Z`). */
const DAY_OR_INSTANT =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$';

function filterSchema(name: string, spec: FilterSpec): TSchema {
  switch (spec.kind) {
    case 'search':
      return Type.String({
        maxLength: LIST_SEARCH_MAX,
        description: `Case-insensitive substring of ${spec.label}`,
      });
    case 'choice':
      return Type.Union(
        spec.values.map((value) => Type.Literal(value)),
        { description: `${name}: ${spec.values.join(', ')} ('all' is no filter)` },
      );
    case 'date':
      // The screens send the admin's local day as ISO instants (useListView): a UTC day
      // would shift the range by the admin's offset.
      return Type.Union([Type.Literal(''), Type.String({ pattern: DAY_OR_INSTANT })], {
        description:
          spec.bound === 'from'
            ? 'YYYY-MM-DD: from the start of that day (UTC); or an ISO 8601 date-time, from then'
            : 'YYYY-MM-DD: through the end of that day (UTC); or an ISO 8601 date-time, until then',
      });
    case 'id':
      return Type.Integer({
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        description: `Only the rows of this ${spec.label}`,
      });
  }
}

/** The filters and sort of a list: what its CSV export and summary take. */
export function listViewQuery<F extends string>(declaration: ListDeclaration<never, string, F>) {
  const filters = Object.fromEntries(
    Object.entries<FilterSpec>(declaration.filters).map(([name, spec]) => [
      name,
      Type.Optional(filterSchema(name, spec)),
    ]),
  );
  return StrictObject({
    ...filters,
    sort: Type.Optional(
      Type.String({
        maxLength: 32,
        description:
          `\`<key>:<asc|desc>\`, key one of ${declaration.sortKeys.join(', ')}; default ` +
          `\`${declaration.defaultSort.key}:${declaration.defaultSort.direction}\`. Ties are ordered by id.`,
      }),
    ),
  });
}

/** A page of a list: the view plus where to start (cursor or position) and how many rows. */
export function listPageQuery<F extends string>(declaration: ListDeclaration<never, string, F>) {
  return StrictObject({
    ...listViewQuery(declaration).properties,
    cursor: Type.Optional(
      Type.String({
        maxLength: 1024,
        description: 'Opaque; valid only with the filters and sort it was issued for',
      }),
    ),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LIST_PAGE_MAX,
        description: `Default ${LIST_PAGE_DEFAULT}`,
      }),
    ),
  });
}

/** Query of any list page, as the frontends and the API's handlers see it. */
export interface ListPageQuery {
  sort?: string;
  cursor?: string;
  position?: number;
  limit?: number;
  [filter: string]: string | number | undefined;
}

export const ListPage = <T extends TSchema>(row: T) =>
  StrictObject({
    success: Type.Literal(true),
    data: StrictObject({
      rows: Type.Array(row),
      /** Rows matching the filters. */
      total: Type.Integer(),
      /** True when `total` is an estimate (a broad search over very many rows). */
      totalIsEstimate: Type.Boolean(),
      /** Pass as `cursor` for the rows after these; null after the last row. */
      nextCursor: Nullable(Type.String()),
      /**
       * Row index of `rows[0]`: for a `position` request the index asked. A deep jump reads on
       * from the view's nearest anchor (decision 050), so after recent writes its rows may lie
       * up to ~0.1% of the list (at least 1,000 rows) from there; paging on by `nextCursor` is
       * exact either way.
       */
      position: Type.Integer(),
    }),
  });
export interface ListPageData<Row> {
  rows: Row[];
  total: number;
  totalIsEstimate: boolean;
  nextCursor: string | null;
  position: number;
}

const Group = StrictObject({ count: Type.Integer(), amount: Type.String() });

/**
 * The summary cards of a list for its current filters: the matching rows' count and amount,
 * and the same per value of each grouped column (e.g. status, due).
 */
export const ListSummaryResponse = StrictObject({
  success: Type.Literal(true),
  data: StrictObject({
    count: Type.Integer(),
    amount: Type.String({ description: 'Sum of the amounts, 2 decimals' }),
    groups: Type.Record(Type.String(), Type.Record(Type.String(), Group)),
  }),
});
export type ListSummaryResponse = Static<typeof ListSummaryResponse>;
export type ListSummary = ListSummaryResponse['data'];
