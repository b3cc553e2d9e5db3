import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit } from '../platform/audit/audit';
import { conflict, notFound } from '../lib/http-error';
import { formatMinor } from '../lib/money';
import type { ChangeContext } from '../lib/change-context';
import { type DecisionRule, needsTwoApprovals, planDecision } from './withdrawal-decision-plan';
import type { Withdrawal } from '@rewards/contract';

export type { DecisionRule } from './withdrawal-decision-plan';

type Db = Kysely<Database> | Transaction<Database>;

function withdrawalQuery(db: Db) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('admins as fa', 'fa.id', 'w.first_approved_by')
    .leftJoin('admins as da', 'da.id', 'w.decided_by')
    .select([
      'w.id',
      'w.user_id',
      'u.full_name',
      'u.email',
      'w.amount_minor',
      'w.message',
      'w.method',
      'w.status',
      'w.created_at',
      'w.upi_address',
      'w.crypto_address',
      'w.crypto_network',
      'w.bank_holder_name',
      'w.bank_name',
      'w.ifsc_code',
      'fa.email as first_approved_by',
      'da.email as decided_by',
    ]);
}

type WithdrawalRow = Awaited<
  ReturnType<ReturnType<typeof withdrawalQuery>['executeTakeFirstOrThrow']>
>;

const NO_SECOND_APPROVAL: DecisionRule = { secondApprovalAboveMinor: 0 };

/** The row as the API answers it; the flag tells the screen what an approval will do. */
const toApi = ({ amount_minor, ...rest }: WithdrawalRow, rule: DecisionRule): Withdrawal => ({
  ...rest,
  amount: formatMinor(amount_minor),
  needs_second_approval: needsTwoApprovals(amount_minor, rule),
});

/** The rule in force, from the API's settings (`WITHDRAWAL_SECOND_APPROVAL_ABOVE`, rupees). */
export const decisionRuleOf = (config: {
  withdrawalSecondApprovalAbove: number;
  secondApproverCoolingOffHours: number;
}): DecisionRule => ({
  secondApprovalAboveMinor: config.withdrawalSecondApprovalAbove * 100,
  coolingOffHours: config.secondApproverCoolingOffHours,
});

/** The withdrawals with these ids, in any order (a page of the list engine). */
export async function withdrawalsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
  rule: DecisionRule,
): Promise<Withdrawal[]> {
  const rows = await withdrawalQuery(db).where('w.id', 'in', ids).execute();
  return rows.map((row) => toApi(row, rule));
}

/** One withdrawal as the list shows it; the admin screen reloads a row after a 409. */
export async function getWithdrawal(
  db: Kysely<Database>,
  id: number,
  rule: DecisionRule = NO_SECOND_APPROVAL,
): Promise<Withdrawal> {
  const row = await withdrawalQuery(db).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Withdrawal not found');
  return toApi(row, rule);
}

/**
 * pending -> completed | rejected, exactly once. Every UPDATE matches only the state it
 * expects (pending; for a second approval, a first approval by someone else), so of two
 * concurrent decisions one changes the row and the other finds nothing to change (409).
 * A large withdrawal's first approval only records the approver: it stays pending until a
 * different admin approves it too; either may reject.
 */
export async function decideWithdrawal(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
  status: 'completed' | 'rejected',
  rule: DecisionRule = NO_SECOND_APPROVAL,
  /** A rejection's reason, kept in its audit row (a bulk reject gives one for all). */
  reason?: string,
): Promise<Withdrawal> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('withdrawals')
      .select(['status', 'amount_minor', 'first_approved_by'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) throw notFound('Withdrawal not found');
    const step = await planDecision(trx, ctx, current, status, rule);
    const firstApproval = step === 'first_approval';
    const needsTwo = status === 'completed' && needsTwoApprovals(current.amount_minor, rule);
    let update = trx
      .updateTable('withdrawals')
      .where('id', '=', id)
      .where('status', '=', 'pending');
    update = firstApproval
      ? update
          .set({ first_approved_by: ctx.adminId, first_approved_at: ctx.at })
          .where('first_approved_by', 'is', null)
      : update.set({ status, decided_at: ctx.at, decided_by: ctx.adminId });
    if (needsTwo && !firstApproval) {
      update = update
        .where('first_approved_by', 'is not', null)
        .where('first_approved_by', '!=', ctx.adminId);
    }
    const result = await update.executeTakeFirst();
    const row = await withdrawalQuery(trx).where('w.id', '=', id).executeTakeFirstOrThrow();
    if (Number(result.numUpdatedRows) === 0) {
      throw row.status === 'pending'
        ? conflict('Withdrawal changed meanwhile; reload it', 'changed_meanwhile')
        : conflict(`Withdrawal was already ${row.status}`, 'already_decided');
    }
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: firstApproval ? 'withdrawal.first_approve' : 'withdrawal.decide',
      entity: 'withdrawal',
      entityId: id,
      userId: row.user_id,
      before: { status: 'pending' },
      after: firstApproval
        ? { status: 'pending', firstApprovedBy: ctx.adminId }
        : { status, ...(reason === undefined ? {} : { reason: reason.trim() }) },
      at: ctx.at,
      ip: ctx.ip,
    });
    return toApi(row, rule);
  });
}
