import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../db/dialect';
import { noteChangeEvent } from '../events/change-ids';
import type { Database } from '../db/schema';
import { writeAudit } from '../platform/audit/audit';
import { conflict, notFound } from '../lib/http-error';
import { formatMinor } from '../lib/money';
import type { ChangeContext } from '../lib/change-context';
import { assertIndependentApprovers } from './separation-of-duties';
import { assertMayDecide, recordDecision, type TwoPersonTexts } from './two-person-request';
import { findUser, toApiUser, type UserDbRow } from '../users/user-queries';
import { getWalletChange, singleAdminMovedMinor, type WalletRule } from './wallet-change-queries';
import type { User, WalletChange } from '@rewards/contract';

export type WalletChangeOutcome = { user: User } | { pending: WalletChange };

async function assertNoneWaiting(trx: Transaction<Database>, userId: number): Promise<void> {
  const waiting = await trx
    .selectFrom('wallet_changes')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (waiting) {
    throw conflict(
      `Wallet change #${waiting.id} of this user awaits a second admin: approve or reject it first`,
    );
  }
}

/**
 * Decision 035: sets a user's balance, or records the change for a second admin when it is
 * larger than the two-person threshold, or when it and the user's other single-admin changes
 * in the window add up to more (so splitting a change does not dodge the rule). While one
 * waits, the user's balance changes no other way: the approval applies to the balance it saw.
 * All on the locked user row, in one transaction.
 */
export async function changeWallet(
  db: Kysely<Database>,
  ctx: ChangeContext,
  userId: number,
  coinMinor: number,
  rule: WalletRule,
): Promise<WalletChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    await dialectOf(trx).lockRow(trx, 'users', userId);
    const before = await findUser(trx, userId);
    if (!before) throw notFound('User not found');
    await assertNoneWaiting(trx, userId);
    const move = Math.abs(coinMinor - before.coin_minor);
    const threshold = rule.secondApprovalAboveMinor;
    const moved =
      threshold > 0 && move > 0
        ? await singleAdminMovedMinor(trx, userId, ctx.at, rule.windowHours)
        : 0;
    const waits = threshold > 0 && move > 0 && moved + move > threshold;
    const { id } = await trx
      .insertInto('wallet_changes')
      .values({
        user_id: userId,
        from_minor: before.coin_minor,
        to_minor: coinMinor,
        status: waits ? 'pending' : 'applied',
        requested_by: ctx.adminId,
        requested_at: ctx.at,
        decided_by: waits ? null : ctx.adminId,
        decided_at: waits ? null : ctx.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!waits) {
      await trx
        .updateTable('users')
        .set({ coin_minor: coinMinor })
        .where('id', '=', userId)
        .execute();
    }
    const after = toApiUser((await findUser(trx, userId)) as UserDbRow);
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: waits ? 'wallet_change.request' : 'user.wallet',
      entity: 'user',
      entityId: userId,
      before: toApiUser(before),
      after: waits ? { coin: formatMinor(coinMinor), changeId: id } : after,
      at: ctx.at,
      ip: ctx.ip,
    });
    // Audited under its user: the change's own event is named here (decision 037).
    await noteChangeEvent(trx, 'wallet_change', id, ctx.adminId);
    return waits ? { pending: await getWalletChange(trx, id) } : { user: after };
  });
}

const WALLET_CHANGE_TEXTS: TwoPersonTexts = {
  noun: 'Wallet change',
  onlyRequesterCancels: 'Only the admin who asked for this wallet change can cancel it',
  needsSecondApprover: 'A second admin must approve or reject this wallet change',
};

/** The status and audit action of each decision. */
const DECIDED = {
  approve: { status: 'approved', action: 'wallet_change.approve' },
  reject: { status: 'rejected', action: 'wallet_change.reject' },
  cancel: { status: 'cancelled', action: 'wallet_change.cancel' },
} as const;

/**
 * pending -> approved | rejected, exactly once, by an admin other than the requester and
 * (approving) independent of them (decision 027); pending -> cancelled by the requester alone
 * (the admin review: withdrawing one's own typo needs no second admin; nothing is paid or changed).
 * Approval sets the balance in the same transaction, and only if it is still the balance the
 * requester saw. Of two concurrent decisions one updates the row and the other finds nothing
 * pending (409).
 */
export async function decideWalletChange(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
  decision: 'approve' | 'reject' | 'cancel',
  rule: WalletRule,
): Promise<WalletChange> {
  return db.transaction().execute(async (trx) => {
    const change = await trx
      .selectFrom('wallet_changes')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!change) throw notFound('Wallet change not found');
    await dialectOf(trx).lockRow(trx, 'users', change.user_id);
    assertMayDecide(change, ctx, decision, WALLET_CHANGE_TEXTS);
    if (decision === 'approve') {
      await assertIndependentApprovers(
        trx,
        change.requested_by,
        ctx.adminId,
        ctx.at,
        rule.coolingOffHours,
      );
    }
    await recordDecision(
      trx,
      'wallet_changes',
      id,
      ctx,
      decision,
      DECIDED[decision].status,
      WALLET_CHANGE_TEXTS,
    );
    if (decision === 'approve') {
      const user = await findUser(trx, change.user_id);
      if (user?.coin_minor !== change.from_minor) {
        throw conflict('The balance changed since this was requested: reject it and ask again');
      }
      await trx
        .updateTable('users')
        .set({ coin_minor: change.to_minor })
        .where('id', '=', change.user_id)
        .execute();
    }
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: DECIDED[decision].action,
      entity: 'user',
      entityId: change.user_id,
      before: { coin: formatMinor(change.from_minor) },
      after: { coin: formatMinor(change.to_minor), changeId: id },
      at: ctx.at,
      ip: ctx.ip,
    });
    await noteChangeEvent(trx, 'wallet_change', id, ctx.adminId);
    return getWalletChange(trx, id);
  });
}
