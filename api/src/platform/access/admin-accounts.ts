import type { AdminAccount, CreateAdminBody, UpdateAdminBody } from '@rewards/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { dialectOf } from '../../db/dialect';
import type { AdminsTable, Database } from '../../db/schema';
import { writeAudit } from '../audit/audit';
import { conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import type { ChangeContext } from '../../lib/change-context';

type Db = Kysely<Database> | Transaction<Database>;

interface Factors {
  withApp: Set<number>;
  passkeys: Map<number, number>;
}

/** Who among `ids` has a confirmed app, and how many passkeys (owners see who has which). */
async function factorsOf(db: Db, ids: readonly number[]): Promise<Factors> {
  if (ids.length === 0) return { withApp: new Set(), passkeys: new Map() };
  const apps = await db
    .selectFrom('admin_totp_factors')
    .select('admin_id')
    .where('admin_id', 'in', ids)
    .where('confirmed_at', 'is not', null)
    .execute();
  const keys = await db
    .selectFrom('admin_passkeys')
    .select(['admin_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('admin_id', 'in', ids)
    .groupBy('admin_id')
    .execute();
  return {
    withApp: new Set(apps.map((row) => row.admin_id)),
    passkeys: new Map(keys.map((row) => [row.admin_id, Number(row.n)])),
  };
}

const toAccount = (row: Selectable<AdminsTable>, factors: Factors): AdminAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled_at !== null,
  mustChangePassword: row.must_change_password === 1,
  authenticatorApp: factors.withApp.has(row.id),
  passkeys: factors.passkeys.get(row.id) ?? 0,
  createdAt: row.created_at,
});

const accountOf = async (db: Db, row: Selectable<AdminsTable>): Promise<AdminAccount> =>
  toAccount(row, await factorsOf(db, [row.id]));

export async function listAdmins(db: Db): Promise<AdminAccount[]> {
  const rows = await db.selectFrom('admins').selectAll().orderBy('id').execute();
  const factors = await factorsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAccount(row, factors));
}

async function findAdmin(db: Db, id: number): Promise<Selectable<AdminsTable>> {
  const row = await db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Admin not found');
  return row;
}

/** An owner creates an admin with a one-time password they must change at first sign-in. */
export async function createAdmin(
  db: Kysely<Database>,
  ctx: ChangeContext,
  body: CreateAdminBody,
): Promise<AdminAccount> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction().execute(async (trx) => {
    const email = body.email.toLowerCase();
    const taken = await trx
      .selectFrom('admins')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (taken) throw conflict('An admin with this email already exists');
    const { id } = await trx
      .insertInto('admins')
      .values({
        email,
        name: body.name.trim(),
        role: body.role,
        password_hash: passwordHash,
        must_change_password: 1,
        created_at: ctx.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await accountOf(trx, await findAdmin(trx, id));
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'admin.create',
      entity: 'admin',
      entityId: id,
      before: null,
      after: { email, name: created.name, role: created.role },
      at: ctx.at,
      ip: ctx.ip,
    });
    return created;
  });
}

/**
 * Changes an admin's role or disables / re-enables them. Disabling ends their sessions at once.
 * The last active owner can be neither demoted nor disabled; the check runs inside the write
 * transaction, under a lock on the active owners' rows (SQLite's BEGIN IMMEDIATE holds the
 * whole file), so two owners demoting each other at once cannot both succeed.
 */
export async function updateAdmin(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
  body: UpdateAdminBody,
): Promise<AdminAccount> {
  return db.transaction().execute(async (trx) => {
    const before = await findAdmin(trx, id);
    const role = body.role ?? before.role;
    const disabledAt =
      body.disabled === undefined || body.disabled === (before.disabled_at !== null)
        ? before.disabled_at
        : body.disabled
          ? ctx.at
          : null;
    // Another owner does it: an owner who demotes or disables themselves by a slip is locked
    // out at once, with nobody to notice.
    if (
      id === ctx.adminId &&
      (role !== before.role || (disabledAt !== null) !== (before.disabled_at !== null))
    )
      throw conflict('You cannot change your own role or disable your own account');
    const losesOwner = before.role === 'owner' && before.disabled_at === null;
    if (losesOwner && (role !== 'owner' || disabledAt !== null)) {
      // Locking every active owner (not only this one) makes two owners demoting each other
      // queue: the second sees the first's change once it gets the locks.
      const owners = await dialectOf(trx)
        .lockSelected(
          trx
            .selectFrom('admins')
            .select('id')
            .where('role', '=', 'owner')
            .where('disabled_at', 'is', null)
            .orderBy('id'),
        )
        .execute();
      if (owners.length <= 1) {
        throw conflict('The last active owner cannot be demoted or disabled');
      }
    }
    await trx
      .updateTable('admins')
      .set({ role, disabled_at: disabledAt })
      .where('id', '=', id)
      .execute();
    if (disabledAt !== null)
      await trx.deleteFrom('admin_sessions').where('admin_id', '=', id).execute();
    const after = await accountOf(trx, await findAdmin(trx, id));
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'admin.update',
      entity: 'admin',
      entityId: id,
      before: { role: before.role, disabled: before.disabled_at !== null },
      after: { role: after.role, disabled: after.disabled },
      at: ctx.at,
      ip: ctx.ip,
    });
    return after;
  });
}
