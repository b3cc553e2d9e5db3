import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { writeAudit } from '../audit/audit';
import { hasConfirmedFactor } from '../mfa/factors';
import { type SsoIdentity, SsoRefusal } from './sso-identity';

/**
 * `amr` values (RFC 8176) that say the provider itself checked more than a password: with
 * OIDC_AMR_SATISFIES_MFA on, one of them stands for this app's second step.
 */
export const MULTI_FACTOR_AMR: readonly string[] = ['mfa', 'hwk', 'otp'];

export type SsoDecision =
  /** Open a session now; `factorChecked` when the provider's MFA counted. */
  | { kind: 'session'; adminId: number; factorChecked: boolean }
  /** The account has a factor here and the provider's answer does not stand for it. */
  | { kind: 'second-step'; adminId: number; email: string };

interface Attempt {
  identity: SsoIdentity;
  ip: string | null;
}

async function refuse(
  db: Kysely<Database>,
  config: AppConfig,
  { identity, ip }: Attempt,
  outcome: 'unverified_email' | 'no_account',
  adminId: number | null,
): Promise<never> {
  // The provider's subject and email say who tried; no admin acted, so adminId is null.
  await writeAudit(db, {
    adminId: null,
    action: 'admin.sso_refused',
    entity: 'admin',
    entityId: adminId,
    before: null,
    after: { reason: outcome, email: identity.email, subject: identity.subject },
    at: config.now().toISOString(),
    ip,
  });
  throw new SsoRefusal(outcome);
}

/** Audits a company sign-in that opens a session, with what stood for the second step. */
export async function auditSsoSignIn(
  db: Kysely<Database>,
  config: AppConfig,
  adminId: number,
  ip: string | null,
  factor: string | null,
): Promise<void> {
  await writeAudit(db, {
    adminId,
    action: 'admin.sso_sign_in',
    entity: 'admin',
    entityId: adminId,
    before: null,
    after: { factor },
    at: config.now().toISOString(),
    ip,
  });
}

/**
 * Matches a checked identity to an admin account by verified email: SSO never creates one (an
 * owner invites first), and a disabled account is refused like an unknown one. An account
 * with a second factor still proves it here, unless the provider's `amr` may stand for it.
 */
export async function decideSsoSignIn(
  db: Kysely<Database>,
  config: AppConfig,
  attempt: Attempt,
): Promise<SsoDecision> {
  const { identity } = attempt;
  if (identity.email === null || !identity.emailVerified)
    return refuse(db, config, attempt, 'unverified_email', null);
  const admin = await db
    .selectFrom('admins')
    .select(['id', 'email', 'disabled_at'])
    .where('email', '=', identity.email)
    .executeTakeFirst();
  if (!admin || admin.disabled_at !== null)
    return refuse(db, config, attempt, 'no_account', admin?.id ?? null);
  const providerMfa =
    config.oidc?.amrSatisfiesMfa === true &&
    identity.amr.some((method) => MULTI_FACTOR_AMR.includes(method));
  if (!providerMfa && (await hasConfirmedFactor(db, admin.id)))
    return { kind: 'second-step', adminId: admin.id, email: admin.email };
  await auditSsoSignIn(db, config, admin.id, attempt.ip, providerMfa ? 'provider' : null);
  return { kind: 'session', adminId: admin.id, factorChecked: providerMfa };
}
