import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StrictObject } from './common';
import { USER_LIST } from '../lists/user-list';
import { listPageQuery, listViewQuery } from './list-query';
import { User } from './users';

// The server-side user list (decisions 014, 028): search, filters and sort run in the database
// and the screen fetches the windows it shows. The query is derived from USER_LIST.

/** The filters and sort of GET /api/users/export.csv: the list query without the paging. */
export const UserExportQuery = listViewQuery(USER_LIST);
export type UserExportQuery = Static<typeof UserExportQuery>;

/**
 * GET /api/users. Page forward with `cursor` (the previous answer's `nextCursor`); jump with
 * `position` (the 0-based row index, e.g. where the scrollbar was dragged). Not both.
 */
export const UserListQuery = listPageQuery(USER_LIST);
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
