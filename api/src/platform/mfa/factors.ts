import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChangeContext } from '../../lib/change-context';
import { badRequest, conflict } from '../../lib/http-error';
import { writeAudit } from '../audit/audit';
import { replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { matchingStep, newTotpSecret, totpEnrolment } from './totp';
import { markFactorChecked } from '../access/session-store';

export const WRONG_CODE = 'That code is not right: check your authenticator app and try again';

/** How a factor was proved: a code of the app, a recovery code, or a passkey. */
export type FactorProof = 'totp' | 'recovery' | 'passkey';

type Db = Kysely<Database> | Transaction<Database>;

const confirmedFactor = (db: Db, adminId: number) =>
  db
    .selectFrom('admin_totp_factors')
    .select(['secret', 'confirmed_at'])
    .where('admin_id', '=', adminId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();

/** Whether the admin has a second factor: a confirmed app, or at least one passkey. */
export async function hasConfirmedFactor(db: Db, adminId: number): Promise<boolean> {
  if ((await confirmedFactor(db, adminId)) !== undefined) return true;
  const passkey = await db
    .selectFrom('admin_passkeys')
    .select('id')
    .where('admin_id', '=', adminId)
    .limit(1)
    .executeTakeFirst();
  return passkey !== undefined;
}

/**
 * Checks a code against the admin's confirmed factor. An app code counts once: the step it
 * belongs to must be later than the last accepted one, moved forward in one conditional update
 * so two requests racing with the same code cannot both pass. A recovery code is used up and
 * audited. Null: nothing matched (no factor, wrong, replayed or used code).
 */
export async function proveFactor(
  db: Kysely<Database>,
  ctx: ChangeContext,
  code: string,
): Promise<FactorProof | null> {
  const factor = await confirmedFactor(db, ctx.adminId);
  // Recovery codes exist only while some factor (an app or a passkey) does.
  const now = Date.parse(ctx.at);
  const step = factor ? matchingStep(factor.secret, code.trim(), now) : null;
  if (step !== null) {
    const result = await db
      .updateTable('admin_totp_factors')
      .set({ last_used_step: step })
      .where('admin_id', '=', ctx.adminId)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? 'totp' : null;
  }
  return db.transaction().execute(async (trx) => {
    if (!(await useRecoveryCode(trx, ctx.adminId, code, now))) return null;
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'admin.mfa_recovery',
      entity: 'admin',
      entityId: ctx.adminId,
      before: null,
      after: { factor: 'recovery-code' },
      at: ctx.at,
      ip: ctx.ip,
    });
    return 'recovery' as const;
  });
}

/** Starts (or restarts) setting up an app: a new secret, unconfirmed until a first code. */
export async function startTotpEnrolment(db: Kysely<Database>, ctx: ChangeContext, email: string) {
  if (await hasConfirmedFactor(db, ctx.adminId)) {
    throw conflict('An authenticator app is already set up: remove it first to set up another');
  }
  const secret = newTotpSecret();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_totp_factors').where('admin_id', '=', ctx.adminId).execute();
    await trx
      .insertInto('admin_totp_factors')
      .values({ admin_id: ctx.adminId, secret, created_at: Date.parse(ctx.at) })
      .execute();
  });
  return { secret, ...(await totpEnrolment(secret, email)) };
}

/**
 * Confirms the app with its first code: the factor counts from now, this session has just
 * proved it, and ten recovery codes replace any earlier ones (answered once, stored hashed).
 */
export async function confirmTotpEnrolment(
  db: Kysely<Database>,
  ctx: ChangeContext,
  sessionToken: string,
  code: string,
): Promise<string[]> {
  const pending = await db
    .selectFrom('admin_totp_factors')
    .select(['secret', 'confirmed_at'])
    .where('admin_id', '=', ctx.adminId)
    .executeTakeFirst();
  if (!pending) throw badRequest('Start setting up an authenticator app first');
  if (pending.confirmed_at !== null) throw conflict('An authenticator app is already set up');
  const now = Date.parse(ctx.at);
  const step = matchingStep(pending.secret, code.trim(), now);
  if (step === null) throw badRequest(WRONG_CODE);
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('admin_totp_factors')
      .set({ confirmed_at: now, last_used_step: step })
      .where('admin_id', '=', ctx.adminId)
      .where('secret', '=', pending.secret)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) !== 1) {
      throw conflict('The set-up changed meanwhile: start again');
    }
    const codes = await replaceRecoveryCodes(trx, ctx.adminId, now);
    await markFactorChecked(trx, sessionToken, now);
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'admin.mfa_enrol',
      entity: 'admin',
      entityId: ctx.adminId,
      before: null,
      after: { factor: 'totp', recoveryCodes: codes.length },
      at: ctx.at,
      ip: ctx.ip,
    });
    return codes;
  });
}

/**
 * Removes the app (the caller has checked a current code), and the recovery codes with it
 * unless a passkey remains.
 */
export async function removeTotp(db: Kysely<Database>, ctx: ChangeContext): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_totp_factors').where('admin_id', '=', ctx.adminId).execute();
    if (!(await hasConfirmedFactor(trx, ctx.adminId))) {
      await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', ctx.adminId).execute();
    }
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'admin.mfa_remove',
      entity: 'admin',
      entityId: ctx.adminId,
      before: { factor: 'totp' },
      after: null,
      at: ctx.at,
      ip: ctx.ip,
    });
  });
}
