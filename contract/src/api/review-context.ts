import { type Static, Type } from '@sinclair/typebox';
import { Money, Nullable, StrictObject, StringEnum, Timestamp } from './common';
import { ReviewItem } from './review';
import { User } from './users';

// What an admin needs to decide a queue item without opening another page: the user, the
// item, and signals computed on the server, each with the fact behind it in words.

/** How many of the user's own past withdrawals the context lists. */
export const REVIEW_PAST_WITHDRAWALS = 10;

export const REVIEW_SIGNALS = [
  'first_withdrawal',
  'amount_vs_median',
  'shared_destination',
  'withdrawals_24h',
  'new_account',
  'referral_shares_destination',
] as const;
export type ReviewSignalCode = (typeof REVIEW_SIGNALS)[number];

export const ReviewSignal = StrictObject({
  code: StringEnum(REVIEW_SIGNALS),
  /** True when the fact deserves a second look; it never decides for the admin. */
  raised: Type.Boolean(),
  /** The fact, in words ("₹8,000.00 is 8.0x this user's median withdrawal of ₹1,000.00"). */
  text: Type.String(),
  /** Other users the fact names (shared destinations), at most 5, for links. */
  user_ids: Type.Array(Type.Integer()),
});
export type ReviewSignal = Static<typeof ReviewSignal>;

export const ReviewPastWithdrawal = StrictObject({
  id: Type.Integer(),
  amount: Money,
  status: Type.String(),
  created_at: Timestamp,
  decided_by: Nullable(Type.String()),
});
export type ReviewPastWithdrawal = Static<typeof ReviewPastWithdrawal>;

export const ReviewContext = StrictObject({
  item: ReviewItem,
  /** The withdrawal's message, or null. */
  message: Nullable(Type.String()),
  /** Crypto network or bank details, by method, else null. */
  network: Nullable(Type.String()),
  bank: Nullable(Type.String()),
  /** Top-up: the proof image's URL (the Payment screen's), else null. */
  proof_url: Nullable(Type.String()),
  user: User,
  account_age_days: Type.Integer(),
  lifetime_top_ups: Money,
  lifetime_withdrawals: Money,
  referred_by: Nullable(StrictObject({ id: Type.Integer(), full_name: Type.String() })),
  referred_count: Type.Integer(),
  past_withdrawals: Type.Array(ReviewPastWithdrawal),
  signals: Type.Array(ReviewSignal),
  /** Who is reviewing it now (a live claim), else null. */
  claim: Nullable(StrictObject({ held_by: Type.String(), expires_at: Timestamp })),
});
export type ReviewContext = Static<typeof ReviewContext>;
export const ReviewContextResponse = StrictObject({
  success: Type.Literal(true),
  data: ReviewContext,
});
export type ReviewContextResponse = Static<typeof ReviewContextResponse>;
