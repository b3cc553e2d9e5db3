import type { Role } from '@rewards/contract';
import type { Kysely } from 'kysely';
import { type AppConfig, DEMO_PASSWORD, effectiveAdminPassword } from '../../config';
import type { Database } from '../../db/schema';
import type { AdminIdentity } from '../../fastify-types';
import { hashPassword, verifyPassword } from '../../lib/password';
import { writeAudit } from '../audit/audit';
import {
  clearLoginFailures,
  delayAfter,
  FREE_FAILURES,
  loginRetryAfterMs,
  recordLoginFailure,
} from './login-attempts';

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

// Compared against when the email is unknown, so a wrong email costs the same time as a
// wrong password and response timing does not reveal which admin emails exist.
let dummyHash: Promise<string> | null = null;

export type CredentialCheck =
  | { ok: true; admin: AdminIdentity }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number };

/**
 * Checks a sign-in. Failures slow down one email from one address (login-attempts.ts), known
 * and unknown emails alike: a throttled pair is refused before any lookup, so neither the
 * answer nor its timing says whether the account exists. A disabled account answers like a
 * wrong password.
 */
export async function checkCredentials(
  db: Kysely<Database>,
  config: AppConfig,
  attempt: { email: string; password: string; ip: string | null },
): Promise<CredentialCheck> {
  const email = attempt.email.toLowerCase();
  const retryAfterMs = await loginRetryAfterMs(db, config, email, attempt.ip);
  if (retryAfterMs > 0) return { ok: false, reason: 'throttled', retryAfterMs };
  const admin = await db
    .selectFrom('admins')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(attempt.password, admin?.password_hash ?? (await dummyHash));
  if (!admin || !ok) {
    const failures = await recordLoginFailure(db, config, email, attempt.ip);
    // Owners see where guessing starts to be slowed down (one row per email and address).
    if (admin && failures === FREE_FAILURES) {
      await writeAudit(db, {
        adminId: null,
        action: 'admin.lockout',
        entity: 'admin',
        entityId: admin.id,
        before: null,
        after: { failedLogins: failures, retryAfterSeconds: delayAfter(failures) / 1000 },
        at: config.now().toISOString(),
        ip: attempt.ip,
      });
    }
    return { ok: false, reason: 'invalid' };
  }
  if (admin.disabled_at !== null) return { ok: false, reason: 'invalid' };
  await clearLoginFailures(db, email, attempt.ip);
  return {
    ok: true,
    admin: {
      id: admin.id,
      email: admin.email,
      name: admin.name,
      role: admin.role,
      mustChangePassword: admin.must_change_password === 1,
    },
  };
}
