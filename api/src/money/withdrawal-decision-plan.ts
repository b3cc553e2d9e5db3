import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { conflict } from '../lib/http-error';
import type { ChangeContext } from '../lib/change-context';
import { assertIndependentApprovers } from './separation-of-duties';

type Db = Kysely<Database> | Transaction<Database>;

/** Who decides and the rule in force: above `secondApprovalAboveMinor` (0: off) two admins approve. */
export interface DecisionRule {
  secondApprovalAboveMinor: number;
  /** Decision 027: neither approver's account created or changed by an admin this recently. */
  coolingOffHours?: number;
}

export function needsTwoApprovals(amountMinor: number, rule: DecisionRule): boolean {
  return rule.secondApprovalAboveMinor > 0 && amountMinor > rule.secondApprovalAboveMinor;
}

/** What a decision does to a withdrawal as it stands. */
export type DecisionStep = 'complete' | 'first_approval' | 'reject';

/** The withdrawal's fields the rules read. */
export interface DecisionSubject {
  status: string;
  amount_minor: number;
  first_approved_by: number | null;
}

/** Decision 027's check; a preview of many rows passes a memoised one. */
export type IndependenceCheck = (db: Db, first: number, second: number) => Promise<void>;

export const independenceCheck =
  (ctx: ChangeContext, rule: DecisionRule): IndependenceCheck =>
  (db, first, second) =>
    assertIndependentApprovers(db, first, second, ctx.at, rule.coolingOffHours ?? 0);

/**
 * What `ctx.adminId` deciding `status` on this withdrawal would do, or the refusal (the single
 * decision's 409 with its reason), checked in the order a person would: already decided
 * first, then whether this admin may give the approval it needs. The one place these rules
 * live: the decision itself (withdrawal-service.ts) and a bulk confirm's preview both ask it.
 */
export async function planDecision(
  db: Db,
  ctx: ChangeContext,
  current: DecisionSubject,
  status: 'completed' | 'rejected',
  rule: DecisionRule,
  independent: IndependenceCheck = independenceCheck(ctx, rule),
): Promise<DecisionStep> {
  if (current.status !== 'pending')
    throw conflict(`Withdrawal was already ${current.status}`, 'already_decided');
  if (status === 'rejected') return 'reject';
  if (!needsTwoApprovals(current.amount_minor, rule)) return 'complete';
  if (current.first_approved_by === null) return 'first_approval';
  if (current.first_approved_by === ctx.adminId)
    throw conflict('A second admin must approve this withdrawal', 'needs_second_approver');
  await independent(db, current.first_approved_by, ctx.adminId);
  return 'complete';
}

/** What a bulk decision would do to these rows, counted; nothing is changed. */
export interface DecisionPreview {
  complete: number;
  firstApproval: number;
  reject: number;
  /** Skipped rows by refusal reason ('already_decided': 4). */
  skipped: Record<string, number>;
  /** The total of the withdrawals that would be paid out (completed), minor units. */
  payoutMinor: number;
}

const PREVIEW_CHUNK = 900;

/**
 * A bulk confirm's preview (the admin review): each row through planDecision, as the bulk call will
 * take it, so the confirm can say how many are completed, get a first approval or are skipped
 * and why, and what is paid out. Rows decided between the preview and the call are refused
 * by the call itself, as always.
 */
export async function previewDecisions(
  db: Kysely<Database>,
  ctx: ChangeContext,
  ids: readonly number[],
  status: 'completed' | 'rejected',
  rule: DecisionRule,
): Promise<DecisionPreview> {
  const preview: DecisionPreview = {
    complete: 0,
    firstApproval: 0,
    reject: 0,
    skipped: {},
    payoutMinor: 0,
  };
  // One independence check per first approver: it depends only on the two admins.
  const checks = new Map<number, Promise<void>>();
  const check = independenceCheck(ctx, rule);
  const independent: IndependenceCheck = (trx, first, second) => {
    if (!checks.has(first)) checks.set(first, check(trx, first, second));
    return checks.get(first)!;
  };
  for (let i = 0; i < ids.length; i += PREVIEW_CHUNK) {
    const rows = await db
      .selectFrom('withdrawals')
      .select(['status', 'amount_minor', 'first_approved_by'])
      .where('id', 'in', ids.slice(i, i + PREVIEW_CHUNK))
      .execute();
    for (const row of rows) {
      try {
        const step = await planDecision(db, ctx, row, status, rule, independent);
        if (step === 'first_approval') preview.firstApproval += 1;
        else if (step === 'reject') preview.reject += 1;
        else {
          preview.complete += 1;
          preview.payoutMinor += row.amount_minor;
        }
      } catch (error) {
        const reason = (error as { reason?: string }).reason;
        if (reason === undefined) throw error;
        preview.skipped[reason] = (preview.skipped[reason] ?? 0) + 1;
      }
    }
  }
  return preview;
}
