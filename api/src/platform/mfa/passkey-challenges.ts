import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A ceremony's challenge lives this long: enough to touch a key, too short to hoard. */
const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = 'register' | 'check' | 'sign-in';

/**
 * Hands out a challenge (32 random bytes, base64url) and keeps it server-side; expired ones
 * are swept here, so the table stays small without a timer.
 */
export async function issueChallenge(
  db: Kysely<Database>,
  purpose: ChallengePurpose,
  adminId: number | null,
  now: number,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', now).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({ challenge, purpose, admin_id: adminId, expires_at: now + CHALLENGE_TTL_MS })
    .execute();
  return challenge;
}

/**
 * Uses a challenge up: true only for an unexpired one of this purpose (and admin), deleted in
 * the same statement, so a replayed response or two racing ones find it gone.
 */
export async function consumeChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: ChallengePurpose,
  adminId: number | null,
  now: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where((eb) => (adminId === null ? eb('admin_id', 'is', null) : eb('admin_id', '=', adminId)))
    .where('expires_at', '>=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
