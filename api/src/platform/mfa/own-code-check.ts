import type { FastifyRequest } from 'fastify';
import type { PasskeyCredential } from '@rewards/contract';
import type { AuditAction } from '../audit/audit-actions';
import { writeAudit } from '../audit/audit';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { changeContext } from '../../lib/request-change-context';
import { loginRetryAfterMs } from '../access/login-attempts';
import { countFailure } from '../access/sign-in-check';
import { type FactorProof, hasConfirmedFactor, proveFactor, WRONG_CODE } from './factors';
import { provePasskey, WRONG_PASSKEY } from './passkeys';

/** A code (app or recovery), or a passkey's answer to a check challenge. */
export interface OwnProof {
  code?: string | undefined;
  passkey?: PasskeyCredential | undefined;
}

/**
 * Checks a code the signed-in admin typed, or a passkey they touched (removing the app, the
 * fresh check). Wrong codes and passkeys
 * count where wrong passwords do (per email and address, login-attempts.ts), so a stolen
 * session cannot try codes faster than a stranger could try passwords; a throttled pair is
 * refused before the code is looked at. `failed` names the audit row of a wrong code.
 */
export async function checkOwnCode(
  request: FastifyRequest,
  given: OwnProof,
  failed?: AuditAction,
): Promise<FactorProof> {
  const { db, config } = request.server;
  const ctx = changeContext(request);
  const email = request.admin?.email ?? '';
  if (!(await hasConfirmedFactor(db, ctx.adminId))) {
    throw conflict('No second factor is set up');
  }
  const retryAfterMs = await loginRetryAfterMs(db, config, email, ctx.ip);
  if (retryAfterMs > 0) {
    const seconds = Math.ceil(retryAfterMs / 1000);
    throw new HttpError(429, `Too many wrong codes: try again in ${seconds} seconds`);
  }
  if (given.code === undefined && given.passkey === undefined) {
    throw badRequest('Enter a code or use a passkey');
  }
  const proof = given.passkey
    ? (await provePasskey(db, config, ctx.adminId, given.passkey, 'check'))
      ? ('passkey' as const)
      : null
    : await proveFactor(db, ctx, given.code ?? '');
  if (proof !== null) return proof;
  await countFailure(db, config, email, ctx.ip, ctx.adminId);
  if (failed) {
    await writeAudit(db, {
      adminId: ctx.adminId,
      action: failed,
      entity: 'admin',
      entityId: ctx.adminId,
      before: null,
      after: null,
      at: ctx.at,
      ip: ctx.ip,
    });
  }
  throw badRequest(given.passkey ? WRONG_PASSKEY : WRONG_CODE);
}
