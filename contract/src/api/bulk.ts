import { type Static, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { Money, StrictObject, Text } from './common';
import { BULK_MAX, REASON_MAX } from './limits';
import { UserExportQuery } from './user-query';
import { NotificationViewQuery, WalletViewQuery, WithdrawalViewQuery } from './list-schemas';
import { UserStatus } from './users';

// Bulk actions (decision 030): the rows are named by id or by a list's validated filter; the
// answer is NDJSON lines (BulkLine), one row at a time under the single action's rules.

/**
 * `ids`, `filter` (every match, at most BULK_MAX), or both (the ids that still match the
 * filter they were picked under; the others are refused as `left_filter`), plus the action's
 * own fields.
 */
export const bulkBody = <P extends TProperties>(filter: TSchema, params: P) =>
  StrictObject({
    ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
        description: `The rows, at most ${BULK_MAX}; every id must exist`,
      }),
    ),
    filter: Type.Optional(filter),
    ...params,
  });

export const UserStatusBulkBody = bulkBody(UserExportQuery, { status: UserStatus });
export const UserTrustBulkBody = bulkBody(UserExportQuery, { trust: Type.Boolean() });
export const WalletDueBulkBody = bulkBody(WalletViewQuery, { due: Type.Boolean() });
export const WithdrawalRejectBulkBody = bulkBody(WithdrawalViewQuery, {
  reason: Text(REASON_MAX, 'Reason'),
});
export const WithdrawalApproveBulkBody = bulkBody(WithdrawalViewQuery, {});
export const NotificationDeleteBulkBody = bulkBody(NotificationViewQuery, {});

/**
 * The target of a bulk call alone (its `ids` and `filter`), as `POST <bulk route>/count` takes
 * it: a filter whose total the list only estimates is counted before the confirm (decision 050).
 */
export const bulkTargetOf = (body: ReturnType<typeof bulkBody>) =>
  StrictObject({ ids: body.properties.ids, filter: body.properties.filter });

/**
 * What a money decision in bulk would do to the named rows (the admin review), each row checked by
 * the single decision's rules as the call will check it; nothing is changed.
 */
export const BulkPreview = StrictObject({
  complete: Type.Integer({ description: 'Rows that would be completed (paid out)' }),
  firstApproval: Type.Integer({ description: 'Rows that would get a first approval only' }),
  reject: Type.Integer({ description: 'Rows that would be rejected' }),
  skipped: Type.Record(Type.String(), Type.Integer(), {
    description: "Rows that would be refused, by reason ('already_decided': 4)",
  }),
  payout: Money,
});
export type BulkPreview = Static<typeof BulkPreview>;

/** The rows the bulk call would name, counted exactly; nothing is changed. */
export const BulkCountResponse = StrictObject({
  success: Type.Literal(true),
  data: StrictObject({
    total: Type.Integer({ description: `Rows the call would name, 1 to ${BULK_MAX}` }),
    preview: Type.Optional(BulkPreview),
  }),
});
export type BulkCountResponse = Static<typeof BulkCountResponse>;

/** The response body: `application/x-ndjson`, one BulkLine per line (documented, streamed). */
export const BulkStream = Type.Unsafe<string>({
  type: 'string',
  description:
    'NDJSON: a `start` line, `progress` lines (counts so far), a `refused` ' +
    'line per refused row, then `summary`. The batch stops between rows when the client ' +
    'disconnects; rows done before stay done and audited.',
});

export type BulkBody = Static<typeof WalletDueBulkBody>;
export type { BulkLine, BulkRefusalReason, BulkSummary } from './bulk-lines';
