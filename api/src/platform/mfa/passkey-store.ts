import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Passkey } from '@rewards/contract';
import type { Database } from '../../db/schema';
import type { ChangeContext } from '../../lib/change-context';
import { notFound } from '../../lib/http-error';
import { writeAudit } from '../audit/audit';
import { hasConfirmedFactor } from './factors';
import { replaceRecoveryCodes } from './recovery-codes';
import { markFactorChecked } from '../access/session-store';

// An admin's named passkeys: added after a verified registration, removed one at a time.

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export async function listPasskeys(db: Kysely<Database>, adminId: number): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('admin_passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('admin_id', '=', adminId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: iso(r.created_at) ?? '',
    lastUsedAt: iso(r.last_used_at),
  }));
}

/**
 * Stores a verified passkey; the session that registered it counts as freshly checked. The admin's first factor also answers ten recovery codes (as
 * confirming an app does), shown once; a later passkey answers none and keeps the codes.
 */
export async function addPasskey(
  db: Kysely<Database>,
  ctx: ChangeContext,
  name: string,
  credential: WebAuthnCredential,
  sessionToken: string,
): Promise<{ passkey: Passkey; recoveryCodes: string[] }> {
  const now = Date.parse(ctx.at);
  const first = !(await hasConfirmedFactor(db, ctx.adminId));
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admin_passkeys')
      .values({
        id: credential.id,
        admin_id: ctx.adminId,
        name: name.trim(),
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        created_at: now,
      })
      .execute();
    const recoveryCodes = first ? await replaceRecoveryCodes(trx, ctx.adminId, now) : [];
    // The admin just touched the key: this session has proved the factor.
    await markFactorChecked(trx, sessionToken, now);
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'admin.passkey_enrol',
      entity: 'admin',
      entityId: ctx.adminId,
      before: null,
      after: { factor: 'passkey', name: name.trim(), recoveryCodes: recoveryCodes.length },
      at: ctx.at,
      ip: ctx.ip,
    });
    const passkey = { id: credential.id, name: name.trim(), createdAt: ctx.at, lastUsedAt: null };
    return { passkey, recoveryCodes };
  });
}

/** Removes one of the admin's passkeys; the last factor gone takes the recovery codes along. */
export async function removePasskey(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('admin_passkeys')
      .select('name')
      .where('id', '=', id)
      .where('admin_id', '=', ctx.adminId)
      .executeTakeFirst();
    if (!row) throw notFound('No such passkey');
    await trx.deleteFrom('admin_passkeys').where('id', '=', id).execute();
    if (!(await hasConfirmedFactor(trx, ctx.adminId))) {
      await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', ctx.adminId).execute();
    }
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'admin.passkey_remove',
      entity: 'admin',
      entityId: ctx.adminId,
      before: { factor: 'passkey', name: row.name },
      after: null,
      at: ctx.at,
      ip: ctx.ip,
    });
  });
}
