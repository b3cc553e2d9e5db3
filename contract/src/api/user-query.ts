import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject } from './common';
import { USER_PAGE_MAX, USER_SEARCH_MAX } from './limits';
import { User } from './users';

// The server-side user list (decision 014): search, filters and sort run in the database and the
// screen fetches the windows it shows. The filter and sort names are the screen's URL values
// (mfe-users user-filters.ts), so the screen passes its view through unchanged.

const UserListFilterFields = {
  search: Type.Optional(
    Type.String({
      maxLength: USER_SEARCH_MAX,
      description:
        'Case- and accent-insensitive substring of name, email, phone number or ref code',
    }),
  ),
  status: Type.Optional(
    Type.Union(
      [Type.Literal('all'), Type.Literal('ok'), Type.Literal('pause'), Type.Literal('block')],
      { description: "'all' (default) or one status" },
    ),
  ),
  trust: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('yes'), Type.Literal('no')], {
      description: "'all' (default), 'yes' (trusted) or 'no'",
    }),
  ),
  sort: Type.Optional(
    Type.String({
      maxLength: 32,
      description:
        '`<key>:<asc|desc>`, key one of USER_SORT_KEYS (@rewards/contract/limits); default ' +
        '`id:asc`. Ties are ordered by id in the same direction. Text sorts ignore case; ' +
        'blank values sort as the smallest.',
    }),
  ),
};

/** The filters and sort of GET /api/users/export.csv: the list query without the paging. */
export const UserExportQuery = StrictObject(UserListFilterFields);
export type UserExportQuery = Static<typeof UserExportQuery>;

/**
 * GET /api/users. Page forward with `cursor` (the previous answer's `nextCursor`); jump with
 * `position` (the 0-based row index, e.g. where the scrollbar was dragged). Not both.
 */
export const UserListQuery = StrictObject({
  ...UserListFilterFields,
  cursor: Type.Optional(
    Type.String({
      maxLength: 1024,
      description: 'Opaque; valid only with the search, filters and sort it was issued for',
    }),
  ),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: USER_PAGE_MAX, description: 'Default 100' }),
  ),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserListPage = StrictObject({
  /** The same User objects as GET /api/users/all-users, so row actions work unchanged. */
  rows: Type.Array(User),
  /** Rows matching the search and filters. */
  total: Type.Integer(),
  /** True when `total` is an estimate (a search matching very many rows). */
  totalIsEstimate: Type.Boolean(),
  /** Pass as `cursor` for the rows after these; null after the last row. */
  nextCursor: Nullable(Type.String()),
  /**
   * Row index of `rows[0]`: exact for a `position` request or the first page, the index the
   * cursor was issued at (approximate once rows before it were added or deleted).
   */
  position: Type.Integer(),
});
export type UserListPage = Static<typeof UserListPage>;

export const UserListResponse = StrictObject({ success: Type.Literal(true), data: UserListPage });
export type UserListResponse = Static<typeof UserListResponse>;

/** The body of GET /api/users/export.csv (for the API documentation; it is streamed). */
export const UserCsv = Type.String({
  description: 'text/csv: USER_CSV_HEADERS, then one line per user',
});

/**
 * GET /api/users/export.csv?<UserExportQuery>: `text/csv` attachment, streamed, every matching
 * row in the requested order; the columns of the screen's CSV (see USER_CSV_HEADERS).
 */
export const USER_CSV_HEADERS = [
  'ID',
  'Name',
  'Email',
  'DOB',
  'Country',
  'Phone',
  'Gender',
  'Verified',
  'Wallet',
  'Business Plan',
  'Payment Status',
  'Day Count',
  'Trust',
  'Under Ref',
  'Ref Count',
  'Ref Code',
  'Created At',
  'Status',
  'Pause/Block Date',
] as const;
