import type { ReviewClaim, ReviewKind } from '@rewards/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ChangeContext } from '../lib/change-context';
import { conflict, notFound } from '../lib/http-error';
import { noteChangeEvent } from '../events/change-ids';
import { writeAudit } from '../platform/audit/audit';
import { KIND_SQL } from './review-sources';

/** How long opening an item holds it; the screen renews it while the item stays open. */
export const CLAIM_MINUTES = 3;

/** The audit row's record for each kind (a wallet change is audited under its user). */
const AUDITED_AS: Record<ReviewKind, string> = {
  withdrawal: 'withdrawal',
  wallet_topup: 'wallet_transaction',
  wallet_change: 'user',
};

/** The item's user, or 404; 409 when it no longer waits for a decision. */
export async function pendingItemUser(
  db: Kysely<Database> | Transaction<Database>,
  kind: ReviewKind,
  id: number,
): Promise<number> {
  const k = KIND_SQL[kind];
  const { rows } = await sql<{ user_id: number; waiting: number }>`select u.id as user_id,
    case when ${k.pending} then 1 else 0 end as waiting
    from ${sql.raw(k.from)} where ${sql.raw(k.idColumn)} = ${id}`.execute(db);
  const row = rows[0];
  if (!row) throw notFound('No such item to review');
  if (Number(row.waiting) !== 1) throw conflict('This item was already decided', 'already_decided');
  return Number(row.user_id);
}

const claimOf = (db: Kysely<Database> | Transaction<Database>, kind: ReviewKind, id: number) =>
  db
    .selectFrom('review_claims as c')
    .innerJoin('admins as a', 'a.id', 'c.admin_id')
    .select(['c.admin_id', 'a.email', 'c.expires_at'])
    .where('c.kind', '=', kind)
    .where('c.item_id', '=', id)
    .executeTakeFirst();

/**
 * Opening an item claims it for CLAIM_MINUTES, and asking again renews the caller's own claim.
 * Another admin's live claim is a 409 naming them ("Being reviewed by ..."); an expired one is
 * taken over, in the audit log. Compare-and-set on the row: of two admins taking the same item
 * at once, one wins and the other is told who holds it. A claim never blocks a decision.
 */
export async function claimItem(
  db: Kysely<Database>,
  ctx: ChangeContext,
  email: string,
  kind: ReviewKind,
  id: number,
): Promise<ReviewClaim> {
  const userId = await pendingItemUser(db, kind, id);
  const expiresAt = new Date(Date.parse(ctx.at) + CLAIM_MINUTES * 60_000).toISOString();
  const mine = { admin_id: ctx.adminId, claimed_at: ctx.at, expires_at: expiresAt };
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('review_claims')
      .values({ kind, item_id: id, ...mine })
      .onConflict((oc) => oc.columns(['kind', 'item_id']).doNothing())
      .executeTakeFirst();
    const answer = (tookOver: boolean): ReviewClaim => ({
      kind,
      id,
      held_by: email,
      expires_at: expiresAt,
      took_over: tookOver,
    });
    // The claim's live event tells other admins' queues to skip the item; the answer names it,
    // so the claiming tab, which shows the item already, skips it (decision 037).
    const announced = async (tookOver: boolean) => {
      // Asked again once the claim is written: a decision commits, then ends the item's claims,
      // so a claim written after that reads the decision here and does not stand (two API
      // instances on PostgreSQL let one in between the first check and the insert).
      await pendingItemUser(trx, kind, id);
      await noteChangeEvent(trx, 'review_claim', id, ctx.adminId);
      return answer(tookOver);
    };
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return announced(false);
    const held = await claimOf(trx, kind, id);
    if (!held)
      throw conflict('The claim changed meanwhile; open the item again', 'changed_meanwhile');
    const ownClaim = held.admin_id === ctx.adminId;
    if (!ownClaim && held.expires_at > ctx.at) {
      throw conflict(`Being reviewed by ${held.email} until ${held.expires_at}`, 'claimed');
    }
    const updated = await trx
      .updateTable('review_claims')
      .set(ownClaim ? { expires_at: expiresAt } : mine)
      .where('kind', '=', kind)
      .where('item_id', '=', id)
      .where('admin_id', '=', held.admin_id)
      .where('expires_at', '=', held.expires_at)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw conflict('Another admin took this item meanwhile', 'claimed');
    if (!ownClaim) {
      await writeAudit(trx, {
        adminId: ctx.adminId,
        action: 'review.claim_takeover',
        entity: AUDITED_AS[kind],
        entityId: kind === 'wallet_change' ? userId : id,
        userId,
        before: { kind, id, heldBy: held.email, expiredAt: held.expires_at },
        after: { kind, id, expiresAt },
        at: ctx.at,
        ip: ctx.ip,
      });
    }
    return announced(!ownClaim);
  });
}

/** Ends the caller's own claim (skip, close); another admin's claim is left alone. */
export async function releaseClaim(
  db: Kysely<Database>,
  adminId: number,
  kind: ReviewKind,
  id: number,
): Promise<void> {
  await db
    .deleteFrom('review_claims')
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .where('admin_id', '=', adminId)
    .execute();
}

/** A decided item needs no claim, whoever held it. */
export async function endClaims(db: Kysely<Database>, kind: ReviewKind, id: number): Promise<void> {
  await db.deleteFrom('review_claims').where('kind', '=', kind).where('item_id', '=', id).execute();
}
