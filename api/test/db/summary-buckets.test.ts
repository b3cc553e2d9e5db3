import { sql } from 'kysely';
import { recountSummaryBuckets, SUMMARY_BUCKETS } from '../../src/db/summary-buckets';
import type { AnyListSource } from '../../src/lists/list-source';
import { listSummary } from '../../src/lists/list-summary';
import { bucketSummaryQuery } from '../../src/lists/list-summary-buckets';
import type { ListView } from '../../src/lists/list-view';
import { cryptoSource } from '../../src/money/crypto-source';
import { walletSource } from '../../src/money/wallet-source';
import { withdrawalSource } from '../../src/money/withdrawal-source';
import { SeededRandom } from '../../src/seed/random';
import { writeActivity } from '../../src/simulate/app-activity';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// The money lists' summary buckets (migration 029, decision 047) are kept by triggers in the
// same transaction as every change: after inserts, status, amount, due and method changes,
// deletes, a user's cascade and a rollback, they equal a grouped count of the rows, and a
// summary read from them is the JSON the grouped pass over the rows answers.

const sort = { key: 'id', direction: 'desc' } as const;
const view = (filters: Record<string, string> = {}): ListView => ({ filters, sort });
/** Views each source answers from its buckets, every bucketed filter alone and together. */
const BUCKETED: [AnyListSource, Record<string, string>[]][] = [
  [
    walletSource,
    [{}, { due: 'due' }, { due: 'not-due' }, { method: 'UPI' }, { due: 'due', method: 'CRYPTO' }],
  ],
  [withdrawalSource, [{}, { status: 'pending' }, { status: 'rejected' }]],
  [cryptoSource, [{}, { status: 'confirmed' }, { status: 'failed', network: 'ETH' }]],
];

describe('summary buckets', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const stored = async () => {
    const result: Record<string, string> = {};
    for (const b of SUMMARY_BUCKETS) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(b.buckets)}
        where row_count <> 0`.execute(t.app.db);
      for (const r of rows.rows)
        result[`${b.buckets}:${b.columns.map((c) => r[c]).join('/')}`] =
          `${Number(r.row_count)} ${Number(r.amount_minor)}`;
    }
    return result;
  };
  const counted = async () => {
    const result: Record<string, string> = {};
    for (const b of SUMMARY_BUCKETS) {
      const columns = sql.join(b.columns.map((c) => sql.ref(c)));
      const rows = await sql<Record<string, unknown>>`select ${columns}, count(*) as n,
        sum(amount_minor) as minor from ${sql.table(b.table)} group by ${columns}`.execute(
        t.app.db,
      );
      for (const r of rows.rows)
        result[`${b.buckets}:${b.columns.map((c) => r[c]).join('/')}`] =
          `${Number(r.n)} ${Number(r.minor)}`;
    }
    return result;
  };
  /** Every bucketed view's summary from the buckets is the scan's, to the byte. */
  const expectSameAnswers = async () => {
    expect(await stored()).toEqual(await counted());
    for (const [source, views] of BUCKETED) {
      for (const v of views.map(view)) {
        expect(bucketSummaryQuery(t.app.db, source, v)).not.toBeNull();
        const [buckets, scan] = await Promise.all([
          listSummary(t.app.db, source, v),
          listSummary(t.app.db, source, v, 'scan'),
        ]);
        expect(JSON.stringify(buckets)).toBe(JSON.stringify(scan));
      }
    }
  };

  it('start equal to the seeded rows, and answer as the scan does', async () => {
    expect(Object.keys(await counted()).length).toBeGreaterThan(5);
    await expectSameAnswers();
  });

  it('leave other filters to the scan', () => {
    const others: Record<string, string>[] = [
      { q: 'sharma' },
      { from: '2026-01-01' },
      { user: '3', due: 'due' },
    ];
    for (const filters of others)
      expect(bucketSummaryQuery(t.app.db, walletSource, view(filters))).toBeNull();
    expect(bucketSummaryQuery(t.app.db, walletSource, { ...view(), scope: 'x' })).toBeNull();
  });

  it('follow inserts, updates and deletes, in the same transaction', async () => {
    const db = t.app.db;
    const random = new SeededRandom(29);
    for (const kind of ['wallet-transaction', 'withdrawal', 'crypto-payment'] as const)
      for (let i = 0; i < 3; i++) await writeActivity(db, random, kind, Date.now());
    const newest = await db
      .selectFrom('wallet_transactions')
      .select('id')
      .orderBy('id', 'desc')
      .limit(4)
      .execute();
    const [a, b, c, d] = newest.map((row) => row.id);
    await db
      .updateTable('wallet_transactions')
      .set({ status: 'completed' })
      .where('id', '=', a!)
      .execute();
    await db
      .updateTable('wallet_transactions')
      .set({ amount_minor: 123_456 })
      .where('id', '=', b!)
      .execute();
    await db
      .updateTable('wallet_transactions')
      .set({ due: 1, method: 'CRYPTO' })
      .where('id', '=', c!)
      .execute();
    // A change to none of the bucketed columns moves nothing.
    await db
      .updateTable('wallet_transactions')
      .set({ utr_number: 'UTR-29' })
      .where('id', '=', d!)
      .execute();
    await db
      .updateTable('withdrawals')
      .set({ status: 'rejected', amount_minor: 777 })
      .where('id', '<=', 3)
      .execute();
    await db
      .updateTable('crypto_payments')
      .set({ payment_status: 'failed', network: 'ETH' })
      .where('id', '<=', 2)
      .execute();
    await db.deleteFrom('wallet_transactions').where('id', '=', d!).execute();
    await db.deleteFrom('withdrawals').where('user_id', '=', 2).execute();
    await expectSameAnswers();
    // Deleting a user cascades to their money rows.
    const owner = await db
      .selectFrom('crypto_payments')
      .select('user_id')
      .executeTakeFirstOrThrow();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${owner.user_id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    await expectSameAnswers();
    // The route answers from them too.
    const res = await t.app.inject({ url: '/api/wallet/summary?due=due', headers: { cookie } });
    const scan = await listSummary(db, walletSource, view({ due: 'due' }), 'scan');
    expect(res.json().data).toEqual(scan);
  });

  it('a rolled-back change leaves them as they were', async () => {
    const before = await stored();
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await writeActivity(trx, new SeededRandom(7), 'wallet-transaction', Date.now());
        await trx.updateTable('withdrawals').set({ status: 'completed' }).execute();
        await trx.deleteFrom('crypto_payments').execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stored()).toEqual(before);
    await expectSameAnswers();
  });

  it('recount repairs buckets that drifted', async () => {
    await sql`update wallet_transactions_summary set row_count = 999`.execute(t.app.db);
    await sql`delete from withdrawals_summary`.execute(t.app.db);
    await recountSummaryBuckets(t.app.db);
    await expectSameAnswers();
  });
});
