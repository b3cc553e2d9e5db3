import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatMinor } from '../lib/money';
import type { CryptoPayment } from '@rewards/contract';

/** Crypto payments are read-only here: created and settled by the payment provider's flow. */
export async function listCryptoPayments(db: Kysely<Database>): Promise<CryptoPayment[]> {
  const rows = await db
    .selectFrom('crypto_payments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.user_id',
      'u.full_name',
      'u.email',
      'c.amount_minor',
      'c.currency',
      'c.network',
      'c.order_id',
      'c.tx_hash',
      'c.payment_status',
      'c.payment_url',
      'c.created_at',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map(({ amount_minor, ...rest }) => ({ ...rest, amount: formatMinor(amount_minor) }));
}
