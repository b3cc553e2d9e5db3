import { deleteUser, setStatus } from '../../src/users/user-changes';
import { runBulk, usersToStatus } from '../helpers/bulk-requests';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Decision 046: a bulk group of users is one locking read, one update and one audit insert;
// a row the rules refuse (here: deleted after the batch was resolved) is reported and the
// rest of its group commits, each with the single action's audit row.
describe("a group of users changed by the status rule's group form", () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp();
  }, 30_000);
  afterAll(async () => t?.close());

  const auditOf = (action: string, ids: number[]) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['entity_id', 'admin_id', 'entity', 'user_id', 'before_json', 'after_json', 'ip'])
      .where('action', '=', action)
      .where('entity_id', 'in', ids)
      .orderBy('id')
      .execute();

  it('reports a refused row in the middle and commits the rest with their audit rows', async () => {
    const okUsers = (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('status', '=', 'ok')
        .orderBy('id')
        .limit(6)
        .execute()
    ).map((u) => u.id);
    const ids = okUsers.slice(0, 5);
    const ctx = { adminId: 1, at: new Date().toISOString(), ip: '203.0.113.9' };
    const gone = ids[2]!;
    await deleteUser(t.app.db, ctx, gone);
    const { last } = await t.app.db
      .selectFrom('change_events')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    const lines = await runBulk({
      db: t.app.db,
      ids,
      group: { rows: 60, ms: 10_000, manyRows: 60 },
      ...usersToStatus(ctx, 'block'),
    });
    expect(lines).toEqual([
      { kind: 'start', total: 5 },
      { kind: 'refused', id: gone, reason: 'not_found', message: 'User not found' },
      // One group: one progress line, after its commit.
      { kind: 'progress', processed: 5, total: 5, done: 4, refused: 1 },
      { kind: 'summary', total: 5, done: 4, refused: 1, awaitingSecond: 0, stopped: false },
    ]);
    const done = ids.filter((id) => id !== gone);
    const rows = await t.app.db
      .selectFrom('users')
      .select(['id', 'status', 'block_date', 'pause_start'])
      .where('id', 'in', done)
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      done.map((id) => ({ id, status: 'block', block_date: ctx.at, pause_start: null })),
    );
    const audit = await auditOf('user.status', done);
    expect(audit.map((a) => a.entity_id)).toEqual(done);

    // The same shape as the single action's row.
    const single = okUsers[5]!;
    await setStatus(t.app.db, ctx, single, 'block');
    const [one] = await auditOf('user.status', [single]);
    for (const row of [...audit, one!]) {
      const before = JSON.parse(row.before_json!) as Record<string, unknown>;
      const after = JSON.parse(row.after_json!) as Record<string, unknown>;
      expect(row).toMatchObject({
        admin_id: 1,
        entity: 'user',
        user_id: row.entity_id,
        ip: ctx.ip,
      });
      expect(Object.keys(after)).toEqual(Object.keys(before));
      expect(Object.keys(after)).toEqual(Object.keys(JSON.parse(one!.after_json!) as object));
      expect(after).toMatchObject({ id: row.entity_id, status: 'block', block_date: ctx.at });
      expect(before).toMatchObject({ id: row.entity_id, status: 'ok' });
    }
    // The change events of the rows are stamped with the admin by the audit insert.
    const events = await t.app.db
      .selectFrom('change_events')
      .select(['entity_id', 'admin_id'])
      .where('entity', '=', 'user')
      .where('entity_id', 'in', done)
      .where('id', '>', Number(last ?? 0))
      .execute();
    expect(events.map((e) => e.entity_id).sort()).toEqual([...done].sort());
    expect(events.every((e) => e.admin_id === 1)).toBe(true);
  });
});
