import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { PasskeyCredential } from '@rewards/contract';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { consumeChallenge, issueChallenge } from './passkey-challenges';

// WebAuthn ceremonies through @simplewebauthn/server: it parses and checks every byte (origin,
// RP id hash, signature, counter); this file keeps challenges single use and keys per admin.

// Loaded on first use: its ASN.1 and COSE code is ~250 ms of CPU at start-up, for a ceremony
// that few requests of a process (and few API test files) need.
const webAuthn = () => import('@simplewebauthn/server');

export const WRONG_PASSKEY = 'That passkey was not accepted: try again, or use a code';

const transportsOf = (json: string | null): string[] | undefined =>
  json ? (JSON.parse(json) as string[]) : undefined;

// As bytes: a string challenge would be encoded again, and the browser's echo not match ours.
const bytesOf = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'));

const ownPasskeys = (db: Kysely<Database>, adminId: number) =>
  db
    .selectFrom('admin_passkeys')
    .select(['id', 'transports'])
    .where('admin_id', '=', adminId)
    .execute();

/** Options to create a passkey; the admin's existing ones are excluded (no duplicates). */
export async function registrationOptions(
  db: Kysely<Database>,
  config: AppConfig,
  admin: { id: number; email: string; name: string },
) {
  const now = config.now().getTime();
  const challenge = await issueChallenge(db, 'register', admin.id, now);
  const existing = await ownPasskeys(db, admin.id);
  const { generateRegistrationOptions } = await webAuthn();
  return generateRegistrationOptions({
    rpName: config.mfa.webauthn.rpName,
    rpID: config.mfa.webauthn.rpId,
    userName: admin.email,
    userDisplayName: admin.name,
    // A stable handle that is not the email: the id's decimal digits.
    userID: new TextEncoder().encode(`admin-${admin.id}`),
    challenge: bytesOf(challenge),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    // Discoverable, so a passkey alone names its account at sign-in (no list of ids per email).
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Checks a new passkey's attestation against a register challenge of this admin. */
export async function verifyRegistration(
  db: Kysely<Database>,
  config: AppConfig,
  adminId: number,
  credential: PasskeyCredential,
) {
  const now = config.now().getTime();
  const { webauthn } = config.mfa;
  const { verifyRegistrationResponse } = await webAuthn();
  const result = await verifyRegistrationResponse({
    response: credential as unknown as RegistrationResponseJSON,
    expectedChallenge: (c) => consumeChallenge(db, c, 'register', adminId, now),
    expectedOrigin: webauthn.origins,
    expectedRPID: webauthn.rpId,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw badRequest('That passkey could not be registered: try again');
  return result.registrationInfo.credential;
}

/** Options to prove a passkey: of this admin (the fresh check), or any (sign-in). */
export async function authenticationOptions(
  db: Kysely<Database>,
  config: AppConfig,
  adminId: number | null,
) {
  const now = config.now().getTime();
  const challenge = await issueChallenge(db, adminId === null ? 'sign-in' : 'check', adminId, now);
  const allow = adminId === null ? [] : await ownPasskeys(db, adminId);
  const { generateAuthenticationOptions } = await webAuthn();
  return generateAuthenticationOptions({
    rpID: config.mfa.webauthn.rpId,
    challenge: bytesOf(challenge),
    allowCredentials: allow.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    userVerification: 'preferred',
  });
}

/**
 * Checks a passkey's signature for one admin against an unused challenge of the purpose and
 * moves its counter on. False for anything that does not verify: another admin's key, a used
 * or expired challenge, a wrong origin, a counter that went back (a cloned key).
 */
export async function provePasskey(
  db: Kysely<Database>,
  config: AppConfig,
  adminId: number,
  credential: PasskeyCredential,
  purpose: 'check' | 'sign-in',
): Promise<boolean> {
  const stored = await db
    .selectFrom('admin_passkeys')
    .selectAll()
    .where('id', '=', credential.id)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  if (!stored) return false;
  const now = config.now().getTime();
  const owner = purpose === 'check' ? adminId : null;
  const { verifyAuthenticationResponse } = await webAuthn();
  const result = await verifyAuthenticationResponse({
    response: credential as unknown as AuthenticationResponseJSON,
    expectedChallenge: (c) => consumeChallenge(db, c, purpose, owner, now),
    expectedOrigin: config.mfa.webauthn.origins,
    expectedRPID: config.mfa.webauthn.rpId,
    credential: {
      id: stored.id,
      publicKey: Buffer.from(stored.public_key, 'base64url'),
      counter: Number(stored.counter),
      transports: transportsOf(stored.transports),
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return false;
  const moved = await db
    .updateTable('admin_passkeys')
    .set({ counter: result.authenticationInfo.newCounter, last_used_at: now })
    .where('id', '=', stored.id)
    .where('counter', '=', stored.counter)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
