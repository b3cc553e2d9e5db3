import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../src/db/connection';
import type { Database } from '../src/db/schema';
import { DEMO_ROLE_ACCOUNTS } from '../src/services/admin-account';
import type { Video } from '@rewards/contract';
import { type ApiProcess, cookieOf, loginAt, startApiProcess } from './helpers/api-process';
import { mp4Bytes } from './helpers/fixtures';
import { TEST_APP_ORIGIN } from './helpers/test-app';
import { createTestDatabase, describePostgresOnly, type TestDatabase } from './helpers/test-db';

// Decision 008: two real API processes on one PostgreSQL database, as behind a load balancer.
describePostgresOnly('two API instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  // A data folder each, as on two machines: nothing is shared but the database.
  let dataDirs: string[];
  let a: ApiProcess;
  let b: ApiProcess;
  let db: Kysely<Database>;
  // Each test signs in from its own client IP, so the shared login limit of one does not
  // spill into another (the instances trust loopback's X-Forwarded-For with the proxy's
  // secret, as behind the shell's proxy).
  const PROXY_SECRET = 'multi-instance-proxy-secret-0123456789';
  const from = (ip: string) => ({ 'x-forwarded-for': ip, 'x-proxy-secret': PROXY_SECRET });

  beforeAll(async () => {
    database = await createTestDatabase();
    const folder = (n: string) => fs.mkdtempSync(path.join(os.tmpdir(), `api-multi-${n}-`));
    const [dirA, dirB] = [folder('a'), folder('b')];
    dataDirs = [dirA, dirB];
    const env = (dataDir: string) => ({
      DATABASE_URL: database.url as string,
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT: '10',
      SEED_USERS: '12',
      TRUST_PROXY: 'loopback',
      TRUST_PROXY_SECRET: PROXY_SECRET,
    });
    // Started together: both migrate-check and seed-check at once.
    [a, b] = await Promise.all([startApiProcess(env(dirA)), startApiProcess(env(dirB))]);
    db = openDatabase(database.url as string);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
    await database?.drop();
    for (const dir of dataDirs ?? []) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds exactly once when both start together', async () => {
    const users = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const admins = await db
      .selectFrom('admins')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // The owner plus one demo account per other role.
    expect([Number(users.n), Number(admins.n)]).toEqual([12, 1 + DEMO_ROLE_ACCOUNTS.length]);
  });

  it('accepts a session created on one instance on the other', async () => {
    const cookie = cookieOf(await loginAt(a.url, from('10.0.0.1')));
    const res = await fetch(`${b.url}/api/admin/me`, { headers: { cookie } });
    expect(res.status).toBe(200);
  });

  it('serves an upload stored through one instance from the other, until it is deleted', async () => {
    const cookie = cookieOf(await loginAt(a.url, from('10.0.0.6')));
    const bytes = Buffer.concat([mp4Bytes(16), randomBytes(600 * 1024)]);
    const form = new FormData();
    form.append('title', 'Shared lesson');
    form.append('videoFile', new Blob([bytes], { type: 'video/mp4' }), 'lesson.mp4');
    const stored = await fetch(`${a.url}/api/videos`, {
      method: 'POST',
      headers: { cookie, origin: TEST_APP_ORIGIN },
      body: form,
    });
    expect(stored.status).toBe(200);
    const { id, video_url: url } = ((await stored.json()) as { data: Video }).data;
    const served = await fetch(`${b.url}${url}`, { headers: { cookie } });
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // Neither instance keeps uploads in its own folder.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
    const deleted = await fetch(`${b.url}/api/videos/${id}`, {
      method: 'DELETE',
      headers: { cookie, origin: TEST_APP_ORIGIN },
    });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${a.url}${url}`, { headers: { cookie } })).status).toBe(404);
  });

  it('holds a login rate limit of 10 across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      // A new unknown email each time: the per-email-and-address delay (5 failures) must not
      // answer first.
      const url = i % 2 === 0 ? a.url : b.url;
      const email = `nobody${i}@rewards.test`;
      const res = await loginAt(url, from('10.0.0.2'), 'wrong-password', email);
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('decides each of 200 withdrawals once when both instances race: one 200 and one 409', async () => {
    const cookie = cookieOf(await loginAt(a.url, from('10.0.0.3')));
    const inserted = await db
      .insertInto('withdrawals')
      .values(
        Array.from({ length: 200 }, () => ({
          user_id: 1,
          amount_minor: 100,
          method: 'upi' as const,
          status: 'pending' as const,
          created_at: new Date().toISOString(),
          upi_address: 'race@upi',
        })),
      )
      .returning('id')
      .execute();
    const decide = (url: string, id: number, status: string) =>
      fetch(`${url}/api/withdrawals/${id}`, {
        method: 'PUT',
        headers: { cookie, origin: TEST_APP_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      }).then((res) => res.status);
    const trials = await Promise.all(
      inserted.map(async ({ id }) =>
        (await Promise.all([decide(a.url, id, 'completed'), decide(b.url, id, 'rejected')])).sort(),
      ),
    );
    const outcomes = new Map<string, number>();
    for (const trial of trials)
      outcomes.set(trial.join(','), (outcomes.get(trial.join(',')) ?? 0) + 1);
    expect(Object.fromEntries(outcomes)).toEqual({ '200,409': 200 });
    const ids = inserted.map((r) => r.id);
    const audits = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('action', '=', 'withdrawal.decide')
      .where('entity_id', 'in', ids)
      .executeTakeFirstOrThrow();
    const pending = await db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect([Number(audits.n), Number(pending.n)]).toEqual([200, 0]);
  }, 60_000);

  it('decides each withdrawal once when two admins bulk-decide overlapping sets on two instances', async () => {
    const owner = cookieOf(await loginAt(a.url, from('10.0.0.7')));
    const finance = cookieOf(
      await loginAt(b.url, from('10.0.0.8'), undefined, 'finance@rewards.test'),
    );
    const inserted = await db
      .insertInto('withdrawals')
      .values(
        Array.from({ length: 300 }, () => ({
          user_id: 1,
          amount_minor: 100,
          method: 'upi' as const,
          status: 'pending' as const,
          created_at: new Date().toISOString(),
          upi_address: 'bulk-race@upi',
        })),
      )
      .returning('id')
      .execute();
    const ids = inserted.map((r) => r.id);
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
    const audits = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('action', '=', 'withdrawal.decide')
      .where('entity_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(audits.n)).toBe(300);
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
    const audits = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('action', '=', 'user.payment_approve')
      .executeTakeFirstOrThrow();
    expect(Number(audits.n)).toBe(users.length);
  });

  it('loses no acknowledged write when one instance is killed (-9) under write load', async () => {
    const cookie = cookieOf(await loginAt(b.url, from('10.0.0.4')));
    const acknowledged: string[] = [];
    let afterKill = 0;
    let killed = false;
    let n = 0;
    const writer = async (url: string, until: number) => {
      while (Date.now() < until) {
        const message = `kill-test ${(n += 1)}`;
        try {
          const res = await fetch(`${url}/api/notifications`, {
            method: 'POST',
            headers: { cookie, origin: TEST_APP_ORIGIN, 'content-type': 'application/json' },
            body: JSON.stringify({ user_id: 2, message }),
          });
          if (res.status === 200) {
            acknowledged.push(message);
            if (killed && url === b.url) afterKill += 1;
          } else expect(res.status).toBeLessThan(500);
        } catch {
          // The killed instance's connections fail: those writes were never acknowledged.
        }
      }
    };
    const until = Date.now() + 4_000;
    const writers = [a.url, b.url].flatMap((url) =>
      Array.from({ length: 5 }, () => writer(url, until)),
    );
    // Kill mid-load: once both instances have acknowledged writes.
    while (acknowledged.length < 40 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
    a.child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    const stored = await db
      .selectFrom('notifications')
      .select('message')
      .where('message', 'like', 'kill-test %')
      .execute();
    const storedSet = new Set(stored.map((r) => r.message));
    expect(acknowledged.filter((m) => !storedSet.has(m))).toEqual([]);
    expect(afterKill).toBeGreaterThan(0);
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
  }, 60_000);
});
