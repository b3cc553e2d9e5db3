import type { ReviewItem, ReviewKind } from '@rewards/contract';
import { formatRupees } from '@rewards/shared';

export const KIND_LABELS: Readonly<Record<ReviewKind, string>> = {
  withdrawal: 'Withdrawal',
  wallet_topup: 'Wallet top-up',
  wallet_change: 'Wallet change',
};

/**
 * The reason picker's presets. The spec names no rejection texts (its only one is the
 * confirmation, 'Are you sure you want to mark this as rejected?'), so these are ours; the
 * admin may type their own instead. Kept in the withdrawal's audit row.
 */
export const REJECTION_REASONS = [
  'Payout details do not match the account holder',
  'Suspected duplicate or fraudulent request',
  'Amount not supported by the wallet history',
] as const;

export const REJECT_QUESTION = 'Are you sure you want to mark this as rejected?';

/** The keys the screen answers, as `?` lists them. */
export const REVIEW_KEYS: readonly (readonly [string, string])[] = [
  ['J or ↓', 'Next item'],
  ['K or ↑', 'Previous item'],
  ['A', 'Approve'],
  ['R', 'Reject (choose a reason)'],
  ['S', 'Skip (back to the others)'],
  ['U', "Open the user's page"],
  ['?', 'Show these keys'],
];

/** 'Withdrawal #12 of ₹1,500.00 for Priya Sharma'. */
export const describeItem = (item: ReviewItem) =>
  `${KIND_LABELS[item.kind]} #${item.id} of ${formatRupees(item.amount)} for ${item.full_name}`;

/** What Approve does to this item now. */
export function approveLabel(item: ReviewItem): string {
  if (item.approval === 'first_approval') return 'Give first approval';
  if (item.kind === 'wallet_topup') return 'Approve (mark Not Due)';
  return 'Approve';
}

export const TOPUP_NO_REJECT = 'A wallet top-up has no rejection: approve it or skip it';

/** The toast after a decision, from the outcome the server answered. */
export function decidedText(item: ReviewItem, outcome: string): string {
  if (outcome === 'pending')
    return `${describeItem(item)}: first approval recorded, a second admin must approve`;
  if (outcome === 'not_due') return `${describeItem(item)} marked Not Due`;
  return `${describeItem(item)} ${outcome}`;
}
