import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatMinor } from '../lib/money';
import type { CryptoPayment } from '@rewards/contract';

/** Crypto payments are read-only here: created and settled by the payment provider's flow. */
function cryptoQuery(db: Kysely<Database>) {
  return db
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
    ]);
}

type CryptoRow = Awaited<ReturnType<ReturnType<typeof cryptoQuery>['executeTakeFirstOrThrow']>>;
const toApi = ({ amount_minor, ...rest }: CryptoRow): CryptoPayment => ({
  ...rest,
  amount: formatMinor(amount_minor),
});

/** The payments with these ids, in any order (a page of the list engine). */
export async function cryptoPaymentsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<CryptoPayment[]> {
  return (await cryptoQuery(db).where('c.id', 'in', ids).execute()).map(toApi);
}
