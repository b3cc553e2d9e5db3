import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { DEMO_ROLE_ACCOUNTS } from '../../src/platform/access/admin-account';
import type { Video } from '@rewards/contract';
import { type ApiProcess, cookieOf, loginAt } from '../helpers/api-process';
import { describeRaces } from '../helpers/multi-instance-races';
import { mp4Bytes } from '../helpers/fixtures';
import { TEST_APP_ORIGIN } from '../helpers/test-app';
import { describePostgresOnly } from '../helpers/test-db';
import { fromClient as from, startTwoInstances, type TwoInstances } from '../helpers/two-instances';

// Decision 008: two real API processes on one PostgreSQL database, as behind a load balancer.
// Races between them: helpers/multi-instance-races.ts, run here on the same two processes.
describePostgresOnly('two API instances on one PostgreSQL database', () => {
  let instances: TwoInstances;
  let a: ApiProcess;
  let b: ApiProcess;
  let db: Kysely<Database>;
  let dataDirs: string[];

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b, db, dataDirs } = instances);
  }, 90_000);
  afterAll(async () => instances?.stop());

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

  describeRaces(() => instances);

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
