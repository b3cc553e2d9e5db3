import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startCluster, type Cluster } from '../../scripts/postgres/throwaway-cluster';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type ApiProcess, cookieOf, loginAt, startApiProcess } from '../helpers/api-process';
import { describePostgresOnly } from '../helpers/test-db';

/** Polls until `check` holds: what an operator's health check would see, not a fixed wait. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describePostgresOnly('a PostgreSQL server that is wrong, unreachable or goes away', () => {
  it('refuses to start with a clear error for a bad or unreachable DATABASE_URL', async () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/app' })).toThrow(
      'DATABASE_URL must be a postgres:// URL',
    );
    const port = await freePort(); // nothing listens there
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-unreachable-'));
    try {
      const config = {
        ...loadConfig({
          DATA_DIR: dataDir,
          DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/app`,
        }),
        logLevel: 'silent',
      };
      await expect(buildApp(config)).rejects.toThrow(
        `Cannot reach the database at postgres://app@127.0.0.1:${port}/app`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('while the server is away', () => {
    let cluster: Cluster;
    let api: ApiProcess;
    let dataDir: string;

    beforeAll(async () => {
      cluster = await startCluster({ durable: false });
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-outage-'));
      api = await startApiProcess({
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
        SEED_USERS: '3',
      });
    }, 60_000);
    afterAll(async () => {
      await api?.stop();
      cluster?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 from /readyz and from data routes (no 500s), and recovers when it is back', async () => {
      const cookie = cookieOf(await loginAt(api.url));
      const users = () => fetch(`${api.url}/api/users/all-users`, { headers: { cookie } });
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200);

      cluster.pause();
      expect((await fetch(`${api.url}/readyz`)).status).toBe(503);
      const during = await Promise.all(Array.from({ length: 10 }, () => users()));
      expect(during.map((r) => r.status)).toEqual(Array(10).fill(503));
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
      // An operator sees the outage in the logs: a warning per refused request. The log lines
      // come through the child's stdout pipe, which may deliver them after the answers.
      const warnings = () =>
        api
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { level: number; msg?: string })
          .filter((entry) => entry.level === 40 && entry.msg === 'database unavailable');
      await eventually(async () => warnings().length >= 10, 10_000).catch(() => undefined);
      expect(warnings().length).toBeGreaterThanOrEqual(10);

      cluster.resume();
      await eventually(async () => (await fetch(`${api.url}/readyz`)).status === 200);
      expect((await users()).status).toBe(200);
    }, 60_000);
  });
});
