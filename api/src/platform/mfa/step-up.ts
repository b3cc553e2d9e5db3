import { STEP_UP_REQUIRED, type ReviewKind } from '@rewards/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

const MINUTE = 60_000;

/**
 * A large decision needs a second-factor check of this session within STEP_UP_MINUTES: a
 * stolen session cookie alone cannot approve a big payout, change a role or mint a token.
 * The 401 carries `step_up_required`: the screen asks for a code, then sends the same request
 * again. Nothing to re-prove for a request without a browser session (API tokens act within
 * their scope) or an admin without a factor (MFA_REQUIRED_ROLES decides who must have one).
 */
export function requireFreshCheck(request: FastifyRequest): void {
  const factor = request.admin?.factor;
  if (!factor?.enrolled) return;
  const { config } = request.server;
  const age = config.now().getTime() - (factor.checkedAt ?? Number.NEGATIVE_INFINITY);
  if (age <= config.mfa.stepUpMinutes * MINUTE) return;
  throw new HttpError(
    401,
    'Confirm it is you: use a passkey or a code from your authenticator app',
    STEP_UP_REQUIRED,
  );
}

/** Above the two-person threshold, in minor units; with no threshold (0), any amount is. */
export function isLargeAmount(request: FastifyRequest, minor: number): boolean {
  return minor > request.server.config.withdrawalSecondApprovalAbove * 100;
}

/** Approving a withdrawal above the threshold needs the fresh check (see requireFreshCheck). */
async function requireFreshCheckForWithdrawal(
  db: Kysely<Database>,
  request: FastifyRequest,
  id: number,
  status: string,
): Promise<void> {
  if (status !== 'completed' || !request.admin?.factor?.enrolled) return;
  const row = await db
    .selectFrom('withdrawals')
    .select('amount_minor')
    .where('id', '=', id)
    .executeTakeFirst();
  // A missing row is the decision's own 404.
  if (row && isLargeAmount(request, Number(row.amount_minor))) requireFreshCheck(request);
}

/** Setting a wallet balance that moves it by more than the threshold needs the fresh check. */
export async function requireFreshCheckForWallet(
  db: Kysely<Database>,
  request: FastifyRequest,
  userId: number,
  coinMinor: number,
): Promise<void> {
  if (!request.admin?.factor?.enrolled) return;
  const row = await db
    .selectFrom('users')
    .select('coin_minor')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row && isLargeAmount(request, Math.abs(coinMinor - Number(row.coin_minor)))) {
    requireFreshCheck(request);
  }
}

type ApprovalCheck = (db: Kysely<Database>, request: FastifyRequest, id: number) => Promise<void>;

/**
 * What approving each kind of pending money decision asks of the session, in one place: the
 * kind's own route and the review queue ask the same (decision 053). A new kind must say.
 */
const APPROVAL_CHECKS: Record<ReviewKind, ApprovalCheck> = {
  withdrawal: (db, request, id) => requireFreshCheckForWithdrawal(db, request, id, 'completed'),
  // A pending wallet change is above the threshold by construction: approving it is large.
  wallet_change: async (_db, request) => requireFreshCheck(request),
  // A top-up credits what the user paid in; the list of large decisions above leaves it out.
  wallet_topup: async () => undefined,
};

/** The fresh check an approval of this kind needs; a rejection needs none. */
export async function requireFreshCheckToApprove(
  db: Kysely<Database>,
  request: FastifyRequest,
  kind: ReviewKind,
  id: number,
  approving: boolean,
): Promise<void> {
  if (approving) await APPROVAL_CHECKS[kind](db, request, id);
}
