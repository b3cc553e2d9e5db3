import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeAudit } from '../platform/audit/audit';
import { formatMinor } from '../lib/money';
import { conflict, notFound } from '../lib/http-error';
import type { ChangeContext } from '../lib/change-context';
import type { WalletTransaction } from '@rewards/contract';

type Db = Kysely<Database> | Transaction<Database>;

function walletQuery(db: Db) {
  return db
    .selectFrom('wallet_transactions as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'w.id',
      'w.user_id',
      'u.full_name',
      'u.email',
      'w.amount_minor',
      'w.method',
      'w.utr_number',
      'w.due',
      'w.payment_date',
      'w.status',
    ]);
}

type WalletRow = Awaited<ReturnType<ReturnType<typeof walletQuery>['executeTakeFirstOrThrow']>>;

const toApi = ({ amount_minor, due, ...rest }: WalletRow): WalletTransaction => ({
  ...rest,
  amount: formatMinor(amount_minor),
  due: due === 1,
});

/** The transactions with these ids, in any order (a page of the list engine). */
export async function walletTransactionsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<WalletTransaction[]> {
  return (await walletQuery(db).where('w.id', 'in', ids).execute()).map(toApi);
}

/**
 * Sets a transaction's due flag, audited. `onlyFrom` settles a flag once: read under the row's
 * lock, a flag already changed by someone else is a 409, so two admins settling one top-up at
 * the same moment write one change and one audit row (the review queue's decision).
 */
export async function setDue(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
  due: boolean,
  onlyFrom?: boolean,
): Promise<WalletTransaction> {
  return db.transaction().execute(async (trx) => {
    await dialectOf(trx).lockRow(trx, 'wallet_transactions', id);
    const before = await walletQuery(trx).where('w.id', '=', id).executeTakeFirst();
    if (!before) throw notFound('Wallet transaction not found');
    if (onlyFrom !== undefined && (before.due === 1) !== onlyFrom) {
      throw conflict('This top-up was already settled', 'already_decided');
    }
    await trx
      .updateTable('wallet_transactions')
      .set({ due: due ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    const after = toApi({ ...before, due: due ? 1 : 0 });
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'wallet.due',
      entity: 'wallet_transaction',
      entityId: id,
      userId: before.user_id,
      before: { due: before.due === 1 },
      after: { due },
      at: ctx.at,
      ip: ctx.ip,
    });
    return after;
  });
}

/** The stored proof file name, or null when the transaction has none. 404 if no such transaction. */
export async function screenshotFile(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select('screenshot_file')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Wallet transaction not found');
  return row.screenshot_file;
}
