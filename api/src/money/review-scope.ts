import { type ReviewKind, type Role, roleHas } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { assertIndependentApprovers } from './separation-of-duties';
import { needsTwoApprovals } from './withdrawal-decision-plan';

/** The two-person settings the queue applies (the withdrawals' and wallet changes' own). */
export interface ReviewRule {
  secondApprovalAboveMinor: number;
  coolingOffHours: number;
}

/** What one admin may decide, worked out once per request from the existing rules. */
export interface ReviewerScope {
  adminId: number;
  /** The kinds the admin's role decides (payments:decide, users:wallet). */
  kinds: readonly ReviewKind[];
  /**
   * Admins whose first approval or wallet request this one may not complete: itself, and those
   * decision 027 refuses as its partner (linked by account changes, or cooling off).
   */
  notPartners: readonly number[];
  secondApprovalAboveMinor: number;
  at: string;
}

const KIND_PERMISSION = {
  withdrawal: 'payments:decide',
  wallet_topup: 'payments:decide',
  wallet_change: 'users:wallet',
} as const;

export const kindsOf = (role: Role): ReviewKind[] =>
  (Object.keys(KIND_PERMISSION) as ReviewKind[]).filter((kind) =>
    roleHas(role, KIND_PERMISSION[kind]),
  );

export const mayDecideKind = (role: Role, kind: ReviewKind) => roleHas(role, KIND_PERMISSION[kind]);

/**
 * Decision 027's independence test against every other admin: admins are few (a team, not the
 * users table), so asking `assertIndependentApprovers` itself for each keeps one source of
 * the rule instead of a second copy in SQL.
 */
export async function reviewerScope(
  db: Kysely<Database>,
  admin: { id: number; role: Role },
  rule: ReviewRule,
  at: string,
): Promise<ReviewerScope> {
  const others = await db.selectFrom('admins').select('id').where('id', '!=', admin.id).execute();
  const notPartners = [admin.id];
  for (const { id } of others) {
    try {
      await assertIndependentApprovers(db, id, admin.id, at, rule.coolingOffHours);
    } catch (error) {
      if ((error as { reason?: string }).reason !== 'not_permitted') throw error;
      notPartners.push(id);
    }
  }
  return {
    adminId: admin.id,
    kinds: kindsOf(admin.role),
    notPartners,
    secondApprovalAboveMinor: rule.secondApprovalAboveMinor,
    at,
  };
}

/** What approving a withdrawal of this amount does under the rule (planDecision's test). */
export const withdrawalNeedsTwo = (scope: ReviewerScope, amountMinor: number) =>
  needsTwoApprovals(amountMinor, { secondApprovalAboveMinor: scope.secondApprovalAboveMinor });
