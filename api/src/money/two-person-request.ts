import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ChangeContext } from '../lib/change-context';
import { conflict } from '../lib/http-error';

/** The tables of requests one admin asks for and a second admin decides (decision 035). */
export type TwoPersonTable = 'wallet_changes' | 'admin_factor_resets';
export type TwoPersonDecision = 'approve' | 'reject' | 'cancel';

/** How a kind of request names itself and its people in its refusals. */
export interface TwoPersonTexts {
  /** 'Wallet change', 'Factor reset'. */
  noun: string;
  onlyRequesterCancels: string;
  needsSecondApprover: string;
}

/**
 * The rules every two-person request shares: only a pending one is decided, only its requester
 * cancels it, and only someone else approves or rejects it.
 */
export function assertMayDecide(
  request: { status: string; requested_by: number },
  ctx: ChangeContext,
  decision: TwoPersonDecision,
  texts: TwoPersonTexts,
): void {
  if (request.status !== 'pending') {
    throw conflict(`${texts.noun} was already ${request.status}`, 'already_decided');
  }
  const own = request.requested_by === ctx.adminId;
  if (decision === 'cancel' && !own) throw conflict(texts.onlyRequesterCancels, 'not_permitted');
  if (decision !== 'cancel' && own) {
    throw conflict(texts.needsSecondApprover, 'needs_second_approver');
  }
}

/**
 * Records the decision only if the request is still pending and the decider still allowed (the
 * requester cancels, anyone else decides): of two concurrent decisions one updates the row and
 * the other gets a 409.
 */
export async function recordDecision(
  trx: Transaction<Database>,
  table: TwoPersonTable,
  id: number,
  ctx: ChangeContext,
  decision: TwoPersonDecision,
  status: Exclude<Database[TwoPersonTable]['status'], 'pending'>,
  texts: TwoPersonTexts,
): Promise<void> {
  const result = await trx
    .updateTable(table)
    .set({ status, decided_by: ctx.adminId, decided_at: ctx.at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('requested_by', decision === 'cancel' ? '=' : '!=', ctx.adminId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw conflict(`${texts.noun} was decided meanwhile; reload it`);
  }
}
