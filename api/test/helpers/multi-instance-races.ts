import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { type ApiProcess, cookieOf, loginAt } from './api-process';
import { TEST_APP_ORIGIN } from './test-app';
import { fromClient as from, type TwoInstances } from './two-instances';

// Decision 008: the same decision sent to both instances at once is taken once, with one
// audit row (row locks and conditional updates in the shared database).
export function describeRaces(started: () => TwoInstances): void {
  describe('racing', () => {
    let a: ApiProcess;
    let b: ApiProcess;
    let db: Kysely<Database>;

    beforeAll(() => {
      ({ a, b, db } = started());
    });

    /** Inserts `n` pending UPI withdrawals of user 1; answers their ids. */
    const pendingWithdrawals = async (n: number, upiAddress: string) => {
      const row = {
        user_id: 1,
        amount_minor: 100,
        method: 'upi' as const,
        status: 'pending' as const,
        created_at: new Date().toISOString(),
        upi_address: upiAddress,
      };
      const inserted = await db
        .insertInto('withdrawals')
        .values(Array.from({ length: n }, () => row))
        .returning('id')
        .execute();
      return inserted.map((r) => r.id);
    };
    /** The audit rows of `action` (on these entities only, when given). */
    const auditCount = async (action: string, ids?: number[]) => {
      let query = db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('action', '=', action);
      if (ids) query = query.where('entity_id', 'in', ids);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };

    it('decides each of 200 withdrawals once when both instances race: one 200 and one 409', async () => {
      const cookie = cookieOf(await loginAt(a.url, from('10.0.0.3')));
      const ids = await pendingWithdrawals(200, 'race@upi');
      const decide = (url: string, id: number, status: string) =>
        fetch(`${url}/api/withdrawals/${id}`, {
          method: 'PUT',
          headers: { cookie, origin: TEST_APP_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ status }),
        }).then((res) => res.status);
      /** Both instances decide one withdrawal at the same moment: their two statuses. */
      const race = async (id: number) =>
        (await Promise.all([decide(a.url, id, 'completed'), decide(b.url, id, 'rejected')])).sort();
      // Ten races at a time, as many as an instance's pool has connections: all 400 requests at
      // once queued for a connection past the pool's 5 s wait on a busy machine, and those
      // answered 503 (try again) without racing at all.
      const trials: number[][] = [];
      for (let i = 0; i < ids.length; i += 10)
        trials.push(...(await Promise.all(ids.slice(i, i + 10).map(race))));
      const outcomes = new Map<string, number>();
      for (const trial of trials)
        outcomes.set(trial.join(','), (outcomes.get(trial.join(',')) ?? 0) + 1);
      expect(Object.fromEntries(outcomes)).toEqual({ '200,409': 200 });
      const pending = await db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id', 'in', ids)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      expect([await auditCount('withdrawal.decide', ids), Number(pending.n)]).toEqual([200, 0]);
    }, 60_000);

    it('decides each withdrawal once when two admins bulk-decide overlapping sets on two instances', async () => {
      const owner = cookieOf(await loginAt(a.url, from('10.0.0.7')));
      const finance = cookieOf(
        await loginAt(b.url, from('10.0.0.8'), undefined, 'finance@rewards.test'),
      );
      const ids = await pendingWithdrawals(300, 'bulk-race@upi');
      const bulkReject = async (url: string, cookie: string, batch: number[]) => {
        const res = await fetch(`${url}/api/withdrawals/bulk/reject`, {
          method: 'POST',
          headers: { cookie, origin: TEST_APP_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ ids: batch, reason: 'Bulk race' }),
        });
        const lines = (await res.text())
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { kind: string; reason?: string; done?: number });
        return { status: res.status, lines };
      };
      // Overlap of 100, walked from opposite ends.
      const [x, y] = await Promise.all([
        bulkReject(a.url, owner, ids.slice(0, 200)),
        bulkReject(b.url, finance, ids.slice(100).reverse()),
      ]);
      expect([x.status, y.status]).toEqual([200, 200]);
      const refused = [...x.lines, ...y.lines].filter((l) => l.kind === 'refused');
      expect(new Set(refused.map((l) => l.reason))).toEqual(
        new Set(refused.length ? ['already_decided'] : []),
      );
      const done = [x, y].map((r) => r.lines.find((l) => l.kind === 'summary')!.done!);
      expect(done[0]! + done[1]!).toBe(300);
      expect(refused).toHaveLength(100);
      expect(await auditCount('withdrawal.decide', ids)).toBe(300);
    }, 90_000);

    it('approves each pending payment once when both instances race (row lock + audit)', async () => {
      const cookie = cookieOf(await loginAt(a.url, from('10.0.0.5')));
      await db.updateTable('users').set({ payment_status: 0 }).execute();
      const users = await db.selectFrom('users').select('id').execute();
      const approve = (url: string, id: number) =>
        fetch(`${url}/api/users/${id}/payment-status`, {
          method: 'PUT',
          headers: { cookie, origin: TEST_APP_ORIGIN },
        }).then((res) => res.status);
      const trials = await Promise.all(
        users.map(async ({ id }) =>
          (await Promise.all([approve(a.url, id), approve(b.url, id)])).sort().join(','),
        ),
      );
      expect(trials).toEqual(users.map(() => '200,409'));
      expect(await auditCount('user.payment_approve')).toBe(users.length);
    });
  });
}
