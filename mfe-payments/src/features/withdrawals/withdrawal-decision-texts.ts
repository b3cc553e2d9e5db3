import { formatRupees } from '@rewards/shared';
import type { Withdrawal } from '@rewards/contract';
import type { ConfirmOptions } from '@rewards/shared/ui-admin';
import type { WithdrawalDecision } from './withdrawals-api';

/** 'withdrawal #12 of ₹1,500.00 to Priya Sharma': what the admin is about to pay or refuse. */
export function describeWithdrawal(row: Withdrawal): string {
  return `withdrawal #${row.id} of ${formatRupees(row.amount)} to ${row.full_name}`;
}

/** This approval only records the first of two (the row stays pending). */
export function isFirstApproval(row: Withdrawal, status: WithdrawalDecision): boolean {
  return status === 'completed' && row.needs_second_approval && row.first_approved_by === null;
}

export const FIRST_APPROVAL_RECORDED = 'First approval recorded: a second admin must approve';

/**
 * The confirmation names the withdrawal (id, amount, user) like the user table's Approve, then
 * asks docs/product.md#withdrawals' question word for word, or, for the first of two approvals,
 * says that it will stay pending (spec-deviations: two-person approval).
 */
export function decisionConfirm(row: Withdrawal, status: WithdrawalDecision): ConfirmOptions {
  const what = describeWithdrawal(row);
  if (status === 'rejected') {
    return {
      title: 'Reject withdrawal',
      confirmLabel: 'Reject',
      destructive: true,
      lead: `Reject ${what}?`,
      message: 'Are you sure you want to mark this as rejected?',
    };
  }
  if (isFirstApproval(row, status)) {
    return {
      title: 'First approval',
      confirmLabel: 'Give first approval',
      lead: `Approve ${what}?`,
      message:
        'This records the first approval: a second admin must approve before it is marked as completed.',
    };
  }
  const second = row.first_approved_by ? ` (first approval by ${row.first_approved_by})` : '';
  return {
    title: 'Approve withdrawal',
    confirmLabel: 'Approve',
    lead: `Approve ${what}${second}?`,
    message: 'Are you sure you want to mark this as completed?',
  };
}

/** The success toast, from the row the server answered: a first approval leaves it pending. */
export function decisionToast(saved: Withdrawal): { title: string; text: string } {
  if (saved.status === 'pending' && saved.first_approved_by !== null) {
    return {
      title: FIRST_APPROVAL_RECORDED,
      text: `Withdrawal #${saved.id} stays pending until another admin approves it.`,
    };
  }
  return { title: 'Updated!', text: `Withdrawal #${saved.id} marked as ${saved.status}.` };
}

/**
 * Why the signed-in admin may not approve: they gave the first approval, and the rule wants a
 * different admin (null when they may).
 */
export function approveBlockedReason(row: Withdrawal, selfEmail: string | undefined) {
  return row.first_approved_by !== null && row.first_approved_by === selfEmail
    ? 'You gave the first approval: a second admin must approve'
    : null;
}
