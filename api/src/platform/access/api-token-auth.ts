import { type Role, roleHas, ROLES, roleWithin } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { AdminIdentity } from '../../fastify-types';
import { hashSessionToken } from '../../lib/session-token';

// Who a bearer token speaks for (decision 034). Unknown, revoked and expired tokens are all
// "no one": the auth hook answers 401 without telling which.

// Like sessions' last-seen: a read does not become a write more than once a minute per token.
const TOUCH_EVERY_MS = 60_000;

async function liveToken(
  db: Kysely<Database>,
  config: AppConfig,
  secret: string,
  kind: 'personal' | 'deploy',
) {
  const row = await db
    .selectFrom('api_tokens as t')
    .innerJoin('admins as a', 'a.id', 't.admin_id')
    .select([
      't.id',
      't.role',
      't.remote',
      't.expires_at',
      't.last_used_at',
      'a.id as admin_id',
      'a.email',
      'a.name',
      'a.role as admin_role',
      'a.disabled_at',
      'a.must_change_password',
    ])
    .where('t.token_hash', '=', hashSessionToken(secret))
    .where('t.kind', '=', kind)
    .where('t.revoked_at', 'is', null)
    .executeTakeFirst();
  const now = config.now().getTime();
  if (!row || (row.expires_at !== null && now >= Number(row.expires_at))) return null;
  if (row.last_used_at === null || now - Number(row.last_used_at) >= TOUCH_EVERY_MS) {
    await db
      .updateTable('api_tokens')
      .set({ last_used_at: now })
      .where('id', '=', row.id)
      .execute();
  }
  return row;
}

/**
 * The admin a personal token acts as, with the token's role: null once the admin is disabled,
 * must change their password, or no longer holds every permission of the token's role.
 */
export async function resolvePersonalToken(
  db: Kysely<Database>,
  config: AppConfig,
  secret: string,
): Promise<AdminIdentity | null> {
  const row = await liveToken(db, config, secret, 'personal');
  if (!row || row.disabled_at !== null || row.must_change_password === 1) return null;
  const role = ROLES.find((r) => r === row.role);
  if (role === undefined || !roleWithin(role, row.admin_role as Role)) return null;
  // A token keeps working without a second factor (it is limited to its scope and made after
  // a fresh check): the enrolment gate and the step-up are for browser sessions.
  return {
    id: row.admin_id,
    email: row.email,
    name: row.name,
    role,
    mustChangePassword: false,
    mustEnrolFactor: false,
  };
}

/** The remote a deploy token may record deploys of, or null. */
export async function resolveDeployToken(
  db: Kysely<Database>,
  config: AppConfig,
  secret: string,
): Promise<{ id: number; remote: string } | null> {
  const row = await liveToken(db, config, secret, 'deploy');
  // A token never outlives its maker's access: a disabled owner's deploy tokens stop too, and
  // so do those of a maker whose current role no longer may deploy (the attack review: a demoted
  // owner's token still recorded deployments), or who must change their password.
  if (!row?.remote || row.disabled_at !== null || row.must_change_password === 1) return null;
  if (!roleHas(row.admin_role as Role, 'platform:deploy')) return null;
  return { id: Number(row.id), remote: row.remote };
}
