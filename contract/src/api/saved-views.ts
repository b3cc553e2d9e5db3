import { type Static, Type } from '@sinclair/typebox';
import { SAVED_VIEW_LIST_KEYS } from '../lists/saved-view-lists';
import { VIEW_NAME_MAX, VIEW_QUERY_MAX } from '../lists/view-query';
import { NON_BLANK, StrictObject, Timestamp } from './common';

// Saved views (decision 031): a named URL query of one list, private to its owner or shared
// with every admin. The query is the list's URL view (`status=pending&sort=amount:desc`),
// checked against that list's keys (`SAVED_VIEW_LISTS`).

export const SavedViewListKey = Type.Union(
  SAVED_VIEW_LIST_KEYS.map((key) => Type.Literal(key)),
  { description: `The list: ${SAVED_VIEW_LIST_KEYS.join(', ')}` },
);

export const SavedView = StrictObject({
  id: Type.Integer(),
  list: Type.String(),
  name: Type.String(),
  /** The list's URL query, without '?'; '' is the unfiltered list. */
  query: Type.String(),
  shared: Type.Boolean(),
  ownerId: Type.Integer(),
  ownerName: Type.String(),
  /** True when the signed-in admin owns it (may rename, share and delete it). */
  mine: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type SavedView = Static<typeof SavedView>;

export const SavedViewsQuery = StrictObject({ list: SavedViewListKey });
export type SavedViewsQuery = Static<typeof SavedViewsQuery>;

export const SavedViewListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(SavedView),
  /**
   * The list's URL keys in the order a view's query holds them: a screen reduces its URL to
   * them (`viewQueryOf`) to find the view it shows.
   */
  keys: Type.Array(Type.String()),
});
export type SavedViewListResponse = Static<typeof SavedViewListResponse>;

export const SavedViewResponse = StrictObject({ success: Type.Literal(true), data: SavedView });
export type SavedViewResponse = Static<typeof SavedViewResponse>;

/** Trimmed by the API; 1-60 characters once trimmed. */
const ViewName = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: NON_BLANK,
  description: `The view's name, 1-${VIEW_NAME_MAX} characters once trimmed, unique per admin and list`,
});

export const NewSavedViewBody = StrictObject({
  list: SavedViewListKey,
  name: ViewName,
  query: Type.String({ maxLength: VIEW_QUERY_MAX, description: "The list's URL query" }),
  shared: Type.Optional(Type.Boolean({ description: 'Shown to every admin; default false' })),
});
export type NewSavedViewBody = Static<typeof NewSavedViewBody>;

/** Owner only: a new name, sharing on or off, or both. */
export const EditSavedViewBody = StrictObject({
  name: Type.Optional(ViewName),
  shared: Type.Optional(Type.Boolean()),
});
export type EditSavedViewBody = Static<typeof EditSavedViewBody>;
