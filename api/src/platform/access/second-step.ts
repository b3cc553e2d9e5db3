import type { Kysely } from 'kysely';
import type { PasskeyCredential } from '@rewards/contract';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { writeAudit } from '../audit/audit';
import { type FactorProof, proveFactor } from '../mfa/factors';
import { provePasskey } from '../mfa/passkeys';

/**
 * The second step of a sign-in whose password was right: a passkey's answer to a sign-in
 * challenge (audited, as a recovery code is), else an app or recovery code. Null: no match.
 */
export async function proveSecondStep(
  db: Kysely<Database>,
  config: AppConfig,
  adminId: number,
  attempt: {
    code?: string | undefined;
    passkey?: PasskeyCredential | undefined;
    ip: string | null;
  },
): Promise<FactorProof | null> {
  const at = config.now().toISOString();
  if (attempt.passkey !== undefined) {
    if (!(await provePasskey(db, config, adminId, attempt.passkey, 'sign-in'))) return null;
    await writeAudit(db, {
      adminId,
      action: 'admin.passkey_sign_in',
      entity: 'admin',
      entityId: adminId,
      before: null,
      after: { factor: 'passkey' },
      at,
      ip: attempt.ip,
    });
    return 'passkey';
  }
  if (attempt.code === undefined) return null;
  return proveFactor(db, { adminId, at, ip: attempt.ip }, attempt.code);
}
