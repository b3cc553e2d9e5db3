import type { Kysely, Transaction } from 'kysely';
import type { FactorReset } from '@rewards/contract';
import type { Database } from '../../db/schema';
import type { ChangeContext } from '../../lib/change-context';
import { conflict, notFound } from '../../lib/http-error';
import { assertIndependentApprovers } from '../../money/separation-of-duties';
import {
  assertMayDecide,
  recordDecision,
  type TwoPersonDecision,
  type TwoPersonTexts,
} from '../../money/two-person-request';
import { writeAudit } from '../audit/audit';
import type { AuditAction } from '../audit/audit-actions';
import { hasConfirmedFactor } from './factors';

// An owner resets another admin's second factors (the admin lost phone, keys and codes). With
// the two-person rule on, it waits for a second, independent owner: the same shape, checks and
// reasons as a wallet change (decision 035), and decision 027's assertIndependentApprovers.

type Decision = TwoPersonDecision;
export interface ResetRule {
  /** The two-person rule is on (WITHDRAWAL_SECOND_APPROVAL_ABOVE > 0). */
  twoPerson: boolean;
  coolingOffHours: number;
}

const FACTOR_RESET_TEXTS: TwoPersonTexts = {
  noun: 'Factor reset',
  onlyRequesterCancels: 'Only the owner who asked for this reset can cancel it',
  needsSecondApprover: 'A second owner must approve or reject this reset',
};

const DECIDED = {
  approve: { status: 'applied', action: 'admin.factor_reset' },
  reject: { status: 'rejected', action: 'admin.factor_reset_reject' },
  cancel: { status: 'cancelled', action: 'admin.factor_reset_cancel' },
} as const;

/** The app, passkeys, recovery codes and open challenges go, and every session of the admin. */
async function clearFactors(trx: Transaction<Database>, adminId: number): Promise<void> {
  await trx.deleteFrom('admin_totp_factors').where('admin_id', '=', adminId).execute();
  await trx.deleteFrom('admin_passkeys').where('admin_id', '=', adminId).execute();
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await trx.deleteFrom('webauthn_challenges').where('admin_id', '=', adminId).execute();
  await trx.deleteFrom('admin_sessions').where('admin_id', '=', adminId).execute();
}

const resetRows = (db: Kysely<Database> | Transaction<Database>) =>
  db
    .selectFrom('admin_factor_resets as r')
    .innerJoin('admins as a', 'a.id', 'r.admin_id')
    .innerJoin('admins as q', 'q.id', 'r.requested_by')
    .leftJoin('admins as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.admin_id',
      'a.email',
      'r.status',
      'q.email as requested_by',
      'r.requested_at',
      'd.email as decided_by',
      'r.decided_at',
    ]);

export const listPendingResets = (db: Kysely<Database>): Promise<FactorReset[]> =>
  resetRows(db).where('r.status', '=', 'pending').orderBy('r.id').execute();

async function audit(
  trx: Transaction<Database>,
  ctx: ChangeContext,
  action: AuditAction,
  row: FactorReset,
) {
  await writeAudit(trx, {
    adminId: ctx.adminId,
    action,
    entity: 'admin',
    entityId: row.admin_id,
    before: null,
    after: { resetId: row.id, status: row.status, requestedBy: row.requested_by },
    at: ctx.at,
    ip: ctx.ip,
  });
}

/** Resets at once with the rule off; otherwise records a request a second owner decides. */
export async function requestFactorReset(
  db: Kysely<Database>,
  ctx: ChangeContext,
  adminId: number,
  rule: ResetRule,
): Promise<FactorReset> {
  if (adminId === ctx.adminId) {
    throw conflict('Change your own second factors in Settings -> Security', 'not_permitted');
  }
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('admins')
      .select('id')
      .where('id', '=', adminId)
      .executeTakeFirst();
    if (!target) throw notFound('Admin not found');
    if (!(await hasConfirmedFactor(trx, adminId))) {
      throw conflict('This admin has no second factor to reset');
    }
    const waiting = await trx
      .selectFrom('admin_factor_resets')
      .select('id')
      .where('admin_id', '=', adminId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (waiting) {
      throw conflict(
        `Factor reset #${waiting.id} of this admin awaits a second owner: decide it first`,
      );
    }
    const { id } = await trx
      .insertInto('admin_factor_resets')
      .values({
        admin_id: adminId,
        status: rule.twoPerson ? 'pending' : 'applied',
        requested_by: ctx.adminId,
        requested_at: ctx.at,
        decided_by: rule.twoPerson ? null : ctx.adminId,
        decided_at: rule.twoPerson ? null : ctx.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!rule.twoPerson) await clearFactors(trx, adminId);
    const row = await resetRows(trx).where('r.id', '=', id).executeTakeFirstOrThrow();
    await audit(
      trx,
      ctx,
      rule.twoPerson ? 'admin.factor_reset_request' : 'admin.factor_reset',
      row,
    );
    return row;
  });
}

/** A second owner approves or rejects a pending reset; the owner who asked may cancel it. */
export async function decideFactorReset(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
  decision: Decision,
  rule: ResetRule,
): Promise<FactorReset> {
  return db.transaction().execute(async (trx) => {
    const reset = await trx
      .selectFrom('admin_factor_resets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!reset) throw notFound('Factor reset not found');
    assertMayDecide(reset, ctx, decision, FACTOR_RESET_TEXTS);
    if (decision !== 'cancel' && reset.admin_id === ctx.adminId) {
      throw conflict('An admin cannot decide the reset of their own factors', 'not_permitted');
    }
    if (decision === 'approve') {
      await assertIndependentApprovers(
        trx,
        reset.requested_by,
        ctx.adminId,
        ctx.at,
        rule.coolingOffHours,
      );
    }
    await recordDecision(
      trx,
      'admin_factor_resets',
      id,
      ctx,
      decision,
      DECIDED[decision].status,
      FACTOR_RESET_TEXTS,
    );
    if (decision === 'approve') await clearFactors(trx, reset.admin_id);
    const row = await resetRows(trx).where('r.id', '=', id).executeTakeFirstOrThrow();
    await audit(trx, ctx, DECIDED[decision].action, row);
    return row;
  });
}
