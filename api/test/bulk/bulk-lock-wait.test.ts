import { type Kysely, sql } from 'kysely';
import { databaseTarget } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { setStatus } from '../../src/users/user-changes';
import { runBulk, usersToStatus } from '../helpers/bulk-requests';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { describePostgresOnly } from '../helpers/test-db';

/** Resolves once some session of the database waits for a row lock. */
async function someoneWaits(db: Kysely<Database>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (Number(rows[0]?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('nobody waited for a lock');
}

// Decision 044: a bulk group commits many rows at once on PostgreSQL, so it holds their locks
// while it waits for the next row's. A transaction taking the same rows in the other order
// would deadlock with it; the group gives way (it waits at most lockWaitMs, below PostgreSQL's
// 1 s deadlock check) and the other transaction is never the one aborted.
describePostgresOnly('a bulk group waiting for a lock on PostgreSQL', () => {
  let t: TestContext;
  let other: Kysely<Database>;

  beforeAll(async () => {
    t = await createTestApp();
    other = openDatabase(databaseTarget(t.config));
  }, 30_000);
  afterAll(async () => {
    await other?.destroy();
    await t?.close();
  });

  it('gives way to a transaction holding its next row, then does that row too', async () => {
    const users = await t.app.db.selectFrom('users').select('id').orderBy('id').limit(2).execute();
    const [first, second] = users.map((u) => u.id) as [number, number];
    const ctx = { adminId: 1, at: new Date().toISOString(), ip: null };
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    let firstDone!: () => void;
    const groupHoldsFirst = new Promise<void>((resolve) => (firstDone = resolve));
    const held = other.transaction().execute(async (trx) => {
      // Holds the batch's second row, then asks for its first (held by the group): it waits
      // first, so without the group's lock limit PostgreSQL's deadlock check would abort it.
      await sql`select 1 from users where id = ${second} for update`.execute(trx);
      locked();
      await groupHoldsFirst;
      await trx.updateTable('users').set({ trust: 1 }).where('id', '=', first).execute();
    });
    await holding;
    let tried = false;
    const lines = await runBulk({
      db: t.app.db,
      ids: [first, second],
      // A long group and a lock wait a test can see, still below the 1 s deadlock check.
      group: { rows: 60, ms: 10_000, lockWaitMs: 500 },
      apply: async (db, id) => {
        // The first try of the second row: once the other transaction waits for the first.
        if (id === second && !tried) {
          tried = true;
          await someoneWaits(t.app.db);
        }
        await setStatus(db, ctx, id, 'pause');
        if (id === first) firstDone();
        return 'done';
      },
    });
    await expect(held).resolves.toBeUndefined();
    expect(lines.at(-1)).toMatchObject({ kind: 'summary', done: 2, refused: 0, stopped: false });
    const rows = await t.app.db
      .selectFrom('users')
      .select(['id', 'status', 'trust'])
      .where('id', 'in', [first, second])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: first, status: 'pause', trust: 1 },
      { id: second, status: 'pause', trust: expect.any(Number) },
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'user.status')
      .where('entity_id', 'in', [first, second])
      .execute();
    expect(audit.map((a) => a.entity_id).sort()).toEqual([first, second].sort());
  }, 20_000);
  // Decision 046: the group form never waits on a row. A row another transaction holds ends
  // the group before it (the rows before commit), and is then done alone, waiting for it as
  // the single action would; the rows after it follow in the next group.
  it('ends a group before a held row, then waits for that row alone', async () => {
    const users = await t.app.db
      .selectFrom('users')
      .select('id')
      .orderBy('id')
      .offset(2)
      .limit(3)
      .execute();
    const ids = users.map((u) => u.id);
    const ctx = { adminId: 1, at: new Date().toISOString(), ip: null };
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = other.transaction().execute(async (trx) => {
      await sql`select 1 from users where id = ${ids[1]!} for update`.execute(trx);
      locked();
      await released;
    });
    await holding;
    const answer = runBulk({
      db: t.app.db,
      ids,
      group: { rows: 60, ms: 10_000, lockWaitMs: 500, manyRows: 60 },
      ...usersToStatus(ctx, 'block'),
    });
    // The held row alone waits for its lock; the row before it is committed meanwhile.
    await someoneWaits(t.app.db);
    const first = await t.app.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(first.status).toBe('block');
    release();
    await held;
    const lines = await answer;
    expect(lines.filter((l) => l.kind === 'progress').map((l) => l.processed)).toEqual([1, 2, 3]);
    expect(lines.at(-1)).toMatchObject({ kind: 'summary', done: 3, refused: 0, stopped: false });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'user.status')
      .where('entity_id', 'in', ids)
      .where('at', '=', ctx.at)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.entity_id)).toEqual(ids);
  }, 20_000);
});
