import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { AdminIdentity } from '../../fastify-types';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';

const MINUTE = 60_000;
// Refreshing idle expiry on every request would turn each read into a write, so it moves
// in steps of a fraction of the idle window (1 minute for the default 30). A fixed step would
// let a session with a short idle window expire while in use.
const REFRESH_FRACTION = 1 / 30;

const idleMs = (config: AppConfig): number => config.sessionIdleMinutes * MINUTE;
const absoluteMs = (config: AppConfig): number => config.sessionAbsoluteHours * 60 * MINUTE;

/** Where a session was opened from, for the admin's "my sessions" list. */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Creates a session row and returns the raw token for the cookie (never stored). */
export async function createSession(
  db: Kysely<Database>,
  config: AppConfig,
  adminId: number,
  origin: SessionOrigin = { ip: null, userAgent: null },
  /** Signed in with a second factor: the session's check is fresh from its start. */
  factorChecked = false,
): Promise<string> {
  const token = newSessionToken();
  const now = config.now().getTime();
  await db
    .insertInto('admin_sessions')
    .values({
      token_hash: hashSessionToken(token),
      admin_id: adminId,
      created_at: now,
      idle_expires_at: now + idleMs(config),
      absolute_expires_at: now + absoluteMs(config),
      ip: origin.ip,
      // Bounded: the header is client input and the list only shows it.
      user_agent: origin.userAgent?.slice(0, 300) ?? null,
      last_seen_at: new Date(now).toISOString(),
      factor_checked_at: factorChecked ? now : null,
    })
    .execute();
  return token;
}

/**
 * The signed-in admin for a token, or null if unknown, expired or the account is disabled
 * (such rows are removed).
 */
export async function resolveSession(
  db: Kysely<Database>,
  config: AppConfig,
  token: string,
): Promise<AdminIdentity | null> {
  const tokenHash = hashSessionToken(token);
  const row = await db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .leftJoin('admin_totp_factors as f', (join) =>
      join.onRef('f.admin_id', '=', 'a.id').on('f.confirmed_at', 'is not', null),
    )
    .select([
      'a.id',
      'a.email',
      'a.name',
      'a.role',
      'a.disabled_at',
      'a.must_change_password',
      's.idle_expires_at',
      's.absolute_expires_at',
      's.factor_checked_at',
      'f.admin_id as factor_admin_id',
      (eb) =>
        eb
          .selectFrom('admin_passkeys as p')
          .select('p.id')
          .whereRef('p.admin_id', '=', 'a.id')
          .limit(1)
          .as('passkey_id'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const now = config.now().getTime();
  if (now >= row.idle_expires_at || now >= row.absolute_expires_at || row.disabled_at !== null) {
    await db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  const nextIdle = now + idleMs(config);
  if (nextIdle - row.idle_expires_at >= idleMs(config) * REFRESH_FRACTION) {
    await db
      .updateTable('admin_sessions')
      .set({ idle_expires_at: nextIdle, last_seen_at: new Date(now).toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  const enrolled = row.factor_admin_id !== null || row.passkey_id !== null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    mustChangePassword: row.must_change_password === 1,
    mustEnrolFactor: !enrolled && config.mfa.requiredRoles.includes(row.role),
    factor: {
      enrolled,
      checkedAt: row.factor_checked_at === null ? null : Number(row.factor_checked_at),
    },
  };
}

/** This session has just proved a second factor (set-up, step-up): fresh for STEP_UP_MINUTES. */
export async function markFactorChecked(
  db: Kysely<Database>,
  token: string,
  at: number,
): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ factor_checked_at: at })
    .where('token_hash', '=', hashSessionToken(token))
    .execute();
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('token_hash', '=', hashSessionToken(token)).execute();
}

/** Housekeeping at start-up so the table does not grow with abandoned sessions. */
export async function deleteExpiredSessions(
  db: Kysely<Database>,
  config: AppConfig,
): Promise<void> {
  const now = config.now().getTime();
  await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('idle_expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
    .execute();
}
