import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit } from '../lib/audit';
import { conflict, notFound } from '../lib/http-error';
import { formatMinor } from '../lib/money';
import type { ChangeContext } from './change-context';
import type { Withdrawal } from '@rewards/contract';

type Db = Kysely<Database> | Transaction<Database>;

function withdrawalQuery(db: Db) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'w.id',
      'w.user_id',
      'u.full_name',
      'u.email',
      'w.amount_minor',
      'w.message',
      'w.method',
      'w.status',
      'w.created_at',
      'w.upi_address',
      'w.crypto_address',
      'w.crypto_network',
      'w.bank_holder_name',
      'w.bank_name',
      'w.ifsc_code',
    ]);
}

type WithdrawalRow = Awaited<
  ReturnType<ReturnType<typeof withdrawalQuery>['executeTakeFirstOrThrow']>
>;
const toApi = ({ amount_minor, ...rest }: WithdrawalRow): Withdrawal => ({
  ...rest,
  amount: formatMinor(amount_minor),
});

export async function listWithdrawals(db: Kysely<Database>): Promise<Withdrawal[]> {
  const rows = await withdrawalQuery(db)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
  return rows.map(toApi);
}

/** One withdrawal as the list shows it; the admin screen reloads a row after a 409. */
export async function getWithdrawal(db: Kysely<Database>, id: number): Promise<Withdrawal> {
  const row = await withdrawalQuery(db).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Withdrawal not found');
  return toApi(row);
}

/**
 * pending -> completed | rejected, exactly once. The UPDATE only matches a pending row, so of
 * two concurrent decisions one changes the row and the other finds nothing to change (409).
 */
export async function decideWithdrawal(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
  status: 'completed' | 'rejected',
): Promise<Withdrawal> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('withdrawals')
      .set({ status, decided_at: ctx.at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const row = await withdrawalQuery(trx).where('w.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Withdrawal not found');
    if (Number(result.numUpdatedRows) === 0) throw conflict(`Withdrawal was already ${row.status}`);
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'withdrawal.decide',
      entity: 'withdrawal',
      entityId: id,
      before: { status: 'pending' },
      after: { status },
      at: ctx.at,
      ip: ctx.ip,
    });
    return toApi(row);
  });
}
