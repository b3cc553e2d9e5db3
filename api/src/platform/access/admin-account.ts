import type { Role } from '@rewards/contract';
import type { Kysely } from 'kysely';
import { type AppConfig, DEMO_PASSWORD, effectiveAdminPassword } from '../../config';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/password';

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
      role: 'owner',
    })
    .execute();
}

/** Demo mode's one account per non-owner role; they share the demo password. */
export const DEMO_ROLE_ACCOUNTS: readonly { email: string; name: string; role: Role }[] = [
  { email: 'finance@rewards.test', name: 'Finance Admin', role: 'finance' },
  { email: 'content@rewards.test', name: 'Content Admin', role: 'content' },
  { email: 'support@rewards.test', name: 'Support Admin', role: 'support' },
];

/**
 * Creates the demo role accounts that do not exist yet. Never resets one that does: an owner
 * may have changed its role or disabled it on purpose.
 */
export async function ensureDemoRoleAccounts(
  db: Kysely<Database>,
  config: AppConfig,
): Promise<void> {
  // Only with the built-in demo password: a configured one marks a real deployment.
  if (!config.demoMode || config.adminPassword !== undefined) return;
  const existing = new Set(
    (await db.selectFrom('admins').select('email').execute()).map((row) => row.email),
  );
  const missing = DEMO_ROLE_ACCOUNTS.filter((account) => !existing.has(account.email));
  if (missing.length === 0) return;
  // The owner already holds a hash of the demo password in demo mode: reusing it saves a
  // scrypt run at every start (the accounts are demo fixtures, not secrets).
  const owner = await db
    .selectFrom('admins')
    .select('password_hash')
    .where('email', '=', config.adminEmail)
    .executeTakeFirst();
  const hash = owner ? owner.password_hash : await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('admins')
    .values(
      missing.map((account) => ({
        ...account,
        password_hash: hash,
        created_at: config.now().toISOString(),
      })),
    )
    .execute();
}
