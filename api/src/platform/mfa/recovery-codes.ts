import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export const RECOVERY_CODE_COUNT = 10;
// Crockford-like alphabet without look-alikes (0/O, 1/I/L), so a code copied on paper types back.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_PATTERN = /^[A-Z2-9]{5}-?[A-Z2-9]{5}$/;

/** `XXXXX-XXXXX`: 10 symbols of 31, about 49 bits, single use and behind the password. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const symbols = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return `${symbols.slice(0, 5).join('')}-${symbols.slice(5).join('')}`;
}

/** The stored form: SHA-256 of the code without its dash, upper-cased. */
export function hashRecoveryCode(code: string): string {
  const normal = code.trim().toUpperCase().replace('-', '');
  return createHash('sha256').update(`recovery:${normal}`).digest('hex');
}

export const looksLikeRecoveryCode = (code: string): boolean =>
  CODE_PATTERN.test(code.trim().toUpperCase());

/** Replaces the admin's recovery codes with ten new ones; returns them (shown once). */
export async function replaceRecoveryCodes(
  trx: Transaction<Database>,
  adminId: number,
  now: number,
): Promise<string[]> {
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await trx
    .insertInto('admin_recovery_codes')
    .values(
      codes.map((code) => ({
        admin_id: adminId,
        code_hash: hashRecoveryCode(code),
        created_at: now,
      })),
    )
    .execute();
  return codes;
}

/** Marks an unused code of the admin used; false when none matched (or it raced another use). */
export async function useRecoveryCode(
  db: Kysely<Database> | Transaction<Database>,
  adminId: number,
  code: string,
  now: number,
): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Kysely<Database>, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
