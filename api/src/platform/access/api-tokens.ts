import type { ApiToken, ApiTokenKind, Role } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';
import { writeAudit } from '../audit/audit';
import { conflict, notFound } from '../../lib/http-error';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import type { ChangeContext } from '../../lib/change-context';

// Personal and deploy tokens (decision 034): made, listed and revoked here, each change audited
// in its own transaction. The secret leaves only in the create answer; the table keeps its hash.

const DAY = 24 * 60 * 60 * 1000;
// Prefixes make a leaked secret recognisable to secret scanners and to the person who finds it.
const PREFIX: Record<ApiTokenKind, string> = { personal: 'rwp_', deploy: 'rwd_' };

export interface NewToken {
  kind: ApiTokenKind;
  name: string;
  role: Role | null;
  remote: string | null;
  expiresInDays: number | null;
}

const listed = (db: Kysely<Database>) =>
  db
    .selectFrom('api_tokens as t')
    .innerJoin('admins as a', 'a.id', 't.admin_id')
    .select([
      't.id',
      't.kind',
      't.name',
      't.role',
      't.remote',
      't.hint',
      'a.email',
      't.created_at',
      't.expires_at',
      't.last_used_at',
    ])
    .where('t.revoked_at', 'is', null);

type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const toApiToken = (row: ListedRow): ApiToken => ({
  id: Number(row.id),
  kind: row.kind,
  name: row.name,
  role: row.role,
  remote: row.remote,
  hint: row.hint,
  createdBy: row.email,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  expiresAt: iso(row.expires_at),
  lastUsedAt: iso(row.last_used_at),
});

/** Live (unrevoked) tokens of one kind; personal ones only the admin's own. */
export async function listTokens(
  db: Kysely<Database>,
  kind: ApiTokenKind,
  adminId: number | null,
): Promise<ApiToken[]> {
  let query = listed(db).where('t.kind', '=', kind);
  if (adminId !== null) query = query.where('t.admin_id', '=', adminId);
  const rows = await query.orderBy('t.id', 'desc').execute();
  return rows.map(toApiToken);
}

/** Creates a token and returns it with its secret (shown once). */
export async function createToken(
  db: Kysely<Database>,
  ctx: ChangeContext,
  token: NewToken,
): Promise<{ data: ApiToken; token: string }> {
  const secret = `${PREFIX[token.kind]}${newSessionToken()}`;
  const now = Date.parse(ctx.at);
  const expiresAt = token.expiresInDays === null ? null : now + token.expiresInDays * DAY;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('api_tokens')
        .values({
          kind: token.kind,
          name: token.name,
          token_hash: hashSessionToken(secret),
          hint: secret.slice(-4),
          admin_id: ctx.adminId,
          role: token.role,
          remote: token.remote,
          created_at: now,
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        adminId: ctx.adminId,
        action: 'token.create',
        entity: 'api_token',
        entityId: Number(row.id),
        before: null,
        after: { ...token, expiresAt: iso(expiresAt) },
        at: ctx.at,
        ip: ctx.ip,
      });
      return Number(row.id);
    });
    const data = await listed(db).where('t.id', '=', id).executeTakeFirstOrThrow();
    return { data: toApiToken(data), token: secret };
  } catch (error) {
    if (isUniqueViolation(error) && token.kind === 'deploy')
      throw conflict(`${token.remote} already has a deploy token; revoke it first`);
    throw error;
  }
}

/** Revokes a live token of `kind` (personal: only the admin's own); audited. */
export async function revokeToken(
  db: Kysely<Database>,
  ctx: ChangeContext,
  kind: ApiTokenKind,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable('api_tokens')
      .set({ revoked_at: Date.parse(ctx.at) })
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('revoked_at', 'is', null);
    if (kind === 'personal') query = query.where('admin_id', '=', ctx.adminId);
    const row = await query.returning(['name', 'remote']).executeTakeFirst();
    if (!row) throw notFound('Token not found');
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'token.revoke',
      entity: 'api_token',
      entityId: id,
      before: { kind, name: row.name, remote: row.remote },
      after: null,
      at: ctx.at,
      ip: ctx.ip,
    });
  });
}
