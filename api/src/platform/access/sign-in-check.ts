import type { Kysely } from 'kysely';
import type { PasskeyCredential } from '@rewards/contract';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { AdminIdentity } from '../../fastify-types';
import { hashPassword, verifyPassword } from '../../lib/password';
import { writeAudit } from '../audit/audit';
import { hasConfirmedFactor } from '../mfa/factors';
import { proveSecondStep } from './second-step';
import {
  clearLoginFailures,
  delayAfter,
  FREE_FAILURES,
  loginRetryAfterMs,
  recordLoginFailure,
} from './login-attempts';

// Compared against when the email is unknown, so a wrong email costs the same time as a
// wrong password and response timing does not reveal which admin emails exist.
let dummyHash: Promise<string> | null = null;

export type CredentialCheck =
  | { ok: true; admin: AdminIdentity; factorChecked: boolean }
  | { ok: false; reason: 'invalid' | 'code_required' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number };

interface SignInAttempt {
  email: string;
  password: string;
  /** The second step's app or recovery code. */
  code?: string | undefined;
  /** Or a passkey's answer to a sign-in challenge. */
  passkey?: PasskeyCredential | undefined;
  ip: string | null;
}

/**
 * Checks a sign-in. Failures slow down one email from one address (login-attempts.ts), known
 * and unknown emails alike: a throttled pair is refused before any lookup, so neither the
 * answer nor its timing says whether the account exists. A disabled account answers like a
 * wrong password. An account with a second factor answers every password without a code
 * alike (`code_required`, counted nowhere) and checks password and code together: a wrong
 * one of either is one counted failure, so the second step never tells whether the password
 * was right (docs/security.md#second-factor).
 */
export async function checkCredentials(
  db: Kysely<Database>,
  config: AppConfig,
  attempt: SignInAttempt,
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
  // Looked up for unknown emails too (id 0 has no row), so they cost the same queries.
  const enrolled = (await hasConfirmedFactor(db, admin?.id ?? 0)) && admin !== undefined;
  const secondStep = attempt.code !== undefined || attempt.passkey !== undefined;
  if (enrolled && !secondStep) return { ok: false, reason: 'code_required' };
  const proof =
    enrolled && ok && admin.disabled_at === null
      ? await proveSecondStep(db, config, admin.id, attempt)
      : null;
  if (!admin || !ok || (enrolled && proof === null)) {
    await countFailure(db, config, email, attempt.ip, admin?.id);
    return { ok: false, reason: 'invalid' };
  }
  if (admin.disabled_at !== null) return { ok: false, reason: 'invalid' };
  await clearLoginFailures(db, email, attempt.ip);
  return {
    ok: true,
    factorChecked: proof !== null,
    admin: {
      id: admin.id,
      email: admin.email,
      name: admin.name,
      role: admin.role,
      mustChangePassword: admin.must_change_password === 1,
      mustEnrolFactor: !enrolled && config.mfa.requiredRoles.includes(admin.role),
    },
  };
}

/** Counts a failed sign-in or code check of one email from one address (login-attempts.ts). */
export async function countFailure(
  db: Kysely<Database>,
  config: AppConfig,
  email: string,
  ip: string | null,
  adminId: number | undefined,
): Promise<void> {
  const failures = await recordLoginFailure(db, config, email, ip);
  // Owners see where guessing starts to be slowed down (one row per email and address).
  if (adminId !== undefined && failures === FREE_FAILURES) {
    await writeAudit(db, {
      adminId: null,
      action: 'admin.lockout',
      entity: 'admin',
      entityId: adminId,
      before: null,
      after: { failedLogins: failures, retryAfterSeconds: delayAfter(failures) / 1000 },
      at: config.now().toISOString(),
      ip,
    });
  }
}
