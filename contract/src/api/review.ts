import { type Static, Type } from '@sinclair/typebox';
import { Money, Nullable, StrictObject, StringEnum, Text, Timestamp } from './common';
import { REASON_MAX } from './limits';

// The review queue: every pending money item waiting for this admin's decision, oldest first,
// with claims so two admins do not review the same item (decision 055).

export const REVIEW_KINDS = ['withdrawal', 'wallet_topup', 'wallet_change'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Items a queue page holds when the caller names no limit, and the most it may ask for. */
export const REVIEW_PAGE_DEFAULT = 25;
export const REVIEW_PAGE_MAX = 100;

const Rupees = Type.Number({ minimum: 0, maximum: 100_000_000, description: 'Rupees' });

export const ReviewQueueQuery = StrictObject({
  kind: Type.Optional(Type.Union(REVIEW_KINDS.map((kind) => Type.Literal(kind)))),
  /** Amount range in rupees, both ends included. */
  min: Type.Optional(Rupees),
  max: Type.Optional(Rupees),
  /** The `next_cursor` of the previous page. */
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REVIEW_PAGE_MAX })),
});
export type ReviewQueueQuery = Static<typeof ReviewQueueQuery>;

export const ReviewItem = StrictObject({
  kind: StringEnum(REVIEW_KINDS),
  id: Type.Integer(),
  user_id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  /** Withdrawal and top-up: the amount; wallet change: the size of the move (|to - from|). */
  amount: Money,
  /** When it started waiting: asked, paid, requested. The queue's order. */
  at: Timestamp,
  /** upi / crypto / bank / other; UPI / SCANNER / CRYPTO; null for a wallet change. */
  method: Nullable(Type.String()),
  /** Where the money goes or came from: UPI id, crypto address, bank, or the UTR. */
  destination: Nullable(Type.String()),
  /** What an approval does now: 'complete', 'first_approval' or 'apply'. */
  approval: StringEnum(['complete', 'first_approval', 'apply'] as const),
  first_approved_by: Nullable(Type.String()),
  requested_by: Nullable(Type.String()),
  /** Wallet change: the balance when asked and the one asked for. */
  from: Nullable(Money),
  to: Nullable(Money),
});
export type ReviewItem = Static<typeof ReviewItem>;

export const ReviewQueuePage = StrictObject({
  items: Type.Array(ReviewItem),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: Nullable(Type.String()),
  /** Items offered to this admin under the filters (the sidebar badge, without filters). */
  count: Type.Integer(),
  /** Pending items of the kinds this admin decides that only someone else may decide. */
  waiting_for_others: Type.Integer(),
  /** Items this admin could decide that another admin has claimed (skipped meanwhile). */
  claimed_by_others: Type.Integer(),
  /**
   * Milliseconds from this answer until the soonest live claim of another admin lapses, when
   * its item is offered again (a lapse has no event: the screen reads the queue then); null
   * when no other admin holds a claim.
   */
  claim_lapse_ms: Nullable(Type.Integer()),
});
export type ReviewQueuePage = Static<typeof ReviewQueuePage>;
export const ReviewQueueResponse = StrictObject({
  success: Type.Literal(true),
  data: ReviewQueuePage,
});
export type ReviewQueueResponse = Static<typeof ReviewQueueResponse>;

export const ReviewItemParams = StrictObject({
  kind: Type.Union(REVIEW_KINDS.map((kind) => Type.Literal(kind))),
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
export type ReviewItemParams = Static<typeof ReviewItemParams>;

export const ReviewClaim = StrictObject({
  kind: StringEnum(REVIEW_KINDS),
  id: Type.Integer(),
  /** The holder's email ("Being reviewed by finance@..."). */
  held_by: Type.String(),
  expires_at: Timestamp,
  /** True when this claim replaced another admin's expired one (audited). */
  took_over: Type.Boolean(),
});
export type ReviewClaim = Static<typeof ReviewClaim>;
export const ReviewClaimResponse = StrictObject({ success: Type.Literal(true), data: ReviewClaim });
export type ReviewClaimResponse = Static<typeof ReviewClaimResponse>;

export const ReviewDecisionBody = StrictObject({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  /** A rejection's reason, kept in its audit row where the kind keeps one. */
  reason: Type.Optional(Text(REASON_MAX, 'Reason')),
});
export type ReviewDecisionBody = Static<typeof ReviewDecisionBody>;

export const ReviewDecision = StrictObject({
  kind: StringEnum(REVIEW_KINDS),
  id: Type.Integer(),
  /** The item's state after the decision: completed, rejected, pending (first approval), approved, not_due. */
  outcome: Type.String(),
});
export type ReviewDecision = Static<typeof ReviewDecision>;
export const ReviewDecisionResponse = StrictObject({
  success: Type.Literal(true),
  data: ReviewDecision,
});
export type ReviewDecisionResponse = Static<typeof ReviewDecisionResponse>;
