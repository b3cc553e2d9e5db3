import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/db/connection';
import type { Database } from '../../src/db/schema';
import { type ApiProcess, startApiProcess } from './api-process';
import { createTestDatabase } from './test-db';

// Decision 008: two real API processes on one PostgreSQL database, as behind a load balancer,
// for the multi-instance tests.

/** The instances trust loopback's X-Forwarded-For with the shell proxy's secret. */
const PROXY_SECRET = 'multi-instance-proxy-secret-0123456789';

/**
 * Headers of a request from client `ip` through the shell's proxy: each test signs in from its
 * own address, so the shared login limit of one does not spill into another.
 */
export const fromClient = (ip: string) => ({
  'x-forwarded-for': ip,
  'x-proxy-secret': PROXY_SECRET,
});

export interface TwoInstances {
  a: ApiProcess;
  b: ApiProcess;
  /** A connection of the test's own to the shared database. */
  db: Kysely<Database>;
  /** A data folder each, as on two machines: nothing is shared but the database. */
  dataDirs: string[];
  stop(): Promise<void>;
}

/** Starts both together: both migrate-check and seed-check at once. */
export async function startTwoInstances(): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const folder = (n: string) => fs.mkdtempSync(path.join(os.tmpdir(), `api-multi-${n}-`));
  const dataDirs = [folder('a'), folder('b')];
  const env = (dataDir: string) => ({
    DATABASE_URL: database.url as string,
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: '10',
    // Signs in as seeded admins with a password only.
    MFA_REQUIRED_ROLES: 'none',
    SEED_USERS: '12',
    TRUST_PROXY: 'loopback',
    TRUST_PROXY_SECRET: PROXY_SECRET,
  });
  const [a, b] = await Promise.all(dataDirs.map((dir) => startApiProcess(env(dir))));
  const db = openDatabase(database.url as string);
  return {
    a: a!,
    b: b!,
    db,
    dataDirs,
    async stop() {
      await Promise.all([a?.stop(), b?.stop()]);
      await db.destroy();
      await database.drop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
