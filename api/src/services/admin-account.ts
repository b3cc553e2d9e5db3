import type { Kysely } from 'kysely';
import { type AppConfig, effectiveAdminPassword } from '../config';
import type { Database } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/password';

/**
 * Makes the configured admin exist with the configured password. Re-hashing at every start
 * means rotating ADMIN_PASSWORD is just a restart; the old password stops working at once.
 */
export async function ensureAdminAccount(db: Kysely<Database>, config: AppConfig): Promise<void> {
  const password = effectiveAdminPassword(config);
  const existing = await db
    .selectFrom('admins')
    .select(['id', 'password_hash'])
    .where('email', '=', config.adminEmail)
    .executeTakeFirst();
  if (existing) {
    if (await verifyPassword(password, existing.password_hash)) return;
    await db
      .updateTable('admins')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', existing.id)
      .execute();
    // A new password ends every session opened with the old one.
    await db.deleteFrom('admin_sessions').where('admin_id', '=', existing.id).execute();
    return;
  }
  await db
    .insertInto('admins')
    .values({
      email: config.adminEmail,
      name: 'Administrator',
      password_hash: await hashPassword(password),
      created_at: config.now().toISOString(),
    })
    .execute();
}

// Compared against when the email is unknown, so a wrong email costs the same time as a
// wrong password and response timing does not reveal which admin emails exist.
let dummyHash: Promise<string> | null = null;

export async function checkCredentials(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<{ id: number; email: string; name: string } | null> {
  const admin = await db
    .selectFrom('admins')
    .select(['id', 'email', 'name', 'password_hash'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!admin) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  const ok = await verifyPassword(password, admin.password_hash);
  return ok ? { id: admin.id, email: admin.email, name: admin.name } : null;
}
