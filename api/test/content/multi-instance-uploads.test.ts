import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Video } from '@rewards/contract';
import { openDatabase } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { referencedUploads } from '../../src/content/upload-references';
import { type ApiProcess, cookieOf, loginAt, startApiProcess } from '../helpers/api-process';
import { mp4Bytes } from '../helpers/fixtures';
import { TEST_APP_ORIGIN } from '../helpers/test-app';
import { createTestDatabase, describePostgresOnly, type TestDatabase } from '../helpers/test-db';

// Decision 019 under a crash: uploads kept in PostgreSQL by two instances, one killed mid-load.
describePostgresOnly('uploads in PostgreSQL when an instance is killed (-9)', () => {
  let database: TestDatabase;
  let dataDir: string;
  let db: Kysely<Database>;
  const started: ApiProcess[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const api = await startApiProcess({
      DATABASE_URL: database.url as string,
      DATA_DIR: fs.mkdtempSync(path.join(dataDir, 'instance-')),
      SEED_USERS: '4',
      ...extra,
    });
    started.push(api);
    return api;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-multi-uploads-'));
    db = openDatabase(database.url as string);
  });

  afterAll(async () => {
    await Promise.all(started.map((api) => api.stop()));
    await db?.destroy();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged upload, and the next start sweeps what the crash left', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const cookie = cookieOf(await loginAt(b.url));
    const acknowledged = new Map<string, Buffer>();
    const writer = async (url: string, until: number) => {
      while (Date.now() < until) {
        const bytes = Buffer.concat([mp4Bytes(16), randomBytes(1536 * 1024)]);
        const form = new FormData();
        form.append('title', 'kill test');
        form.append('videoFile', new Blob([bytes], { type: 'video/mp4' }), 'v.mp4');
        try {
          const res = await fetch(`${url}/api/videos`, {
            method: 'POST',
            headers: { cookie, origin: TEST_APP_ORIGIN },
            body: form,
          });
          if (res.status === 200)
            acknowledged.set(((await res.json()) as { data: Video }).data.video_url, bytes);
          else expect(res.status).toBeLessThan(500);
        } catch {
          // The killed instance's uploads fail: never acknowledged.
        }
      }
    };
    const until = Date.now() + 5_000;
    const writers = [a.url, b.url].flatMap((url) => [writer(url, until), writer(url, until)]);
    while (acknowledged.size < 6 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
    a.child.kill('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThan(6);

    // A fresh instance, sweeping without grace (the writers have stopped).
    const c = await start({ UPLOAD_SWEEP_GRACE_MS: '0' });
    for (const [url, bytes] of acknowledged) {
      const res = await fetch(`${c.url}${url}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const rows = await db.selectFrom('stored_uploads').select('name').execute();
    const referenced = await referencedUploads(db);
    expect(rows.filter((row) => row.name === null || !referenced.has(row.name))).toEqual([]);
  }, 90_000);
});
