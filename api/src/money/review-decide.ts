import type { ReviewDecision, ReviewDecisionBody, ReviewKind } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ChangeContext } from '../lib/change-context';
import { conflict } from '../lib/http-error';
import { endClaims, pendingItemUser } from './review-claims';
import { setDue } from './wallet-service';
import type { WalletRule } from './wallet-change-queries';
import { decideWalletChange } from './wallet-changes';
import { type DecisionRule, decideWithdrawal } from './withdrawal-service';

export interface ReviewRules {
  withdrawal: DecisionRule;
  walletChange: WalletRule;
}

export const TOPUP_HAS_NO_REJECTION =
  'A wallet top-up has no rejection: approve it (it is marked Not Due) or skip it';

/**
 * A queue decision is the list screens' own: the same service call (its permission, two-person
 * rule, audit row and live event), then the item's claim ends. No rule of the money services
 * is repeated here, and a claim is never checked: it is a courtesy, not a lock.
 */
export async function decideItem(
  db: Kysely<Database>,
  ctx: ChangeContext,
  kind: ReviewKind,
  id: number,
  body: ReviewDecisionBody,
  rules: ReviewRules,
): Promise<ReviewDecision> {
  const outcome = await decide(db, ctx, kind, id, body, rules);
  await endClaims(db, kind, id);
  return { kind, id, outcome };
}

async function decide(
  db: Kysely<Database>,
  ctx: ChangeContext,
  kind: ReviewKind,
  id: number,
  { decision, reason }: ReviewDecisionBody,
  rules: ReviewRules,
): Promise<string> {
  switch (kind) {
    case 'withdrawal': {
      const status = decision === 'approve' ? 'completed' : 'rejected';
      const done = await decideWithdrawal(db, ctx, id, status, rules.withdrawal, reason);
      return done.status;
    }
    case 'wallet_change':
      return (await decideWalletChange(db, ctx, id, decision, rules.walletChange)).status;
    case 'wallet_topup': {
      if (decision === 'reject') throw conflict(TOPUP_HAS_NO_REJECTION, 'not_permitted');
      await pendingItemUser(db, kind, id);
      // Settled once: a top-up another admin settled meanwhile is a 409 (read under its lock).
      await setDue(db, ctx, id, false, true);
      return 'not_due';
    }
  }
}
