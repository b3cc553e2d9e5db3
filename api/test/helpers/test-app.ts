import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app';
import { type AppConfig, DEMO_PASSWORD, loadConfig } from '../../src/config';
import { createTestDatabase } from './test-db';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  clock: TestClock;
  dataDir: string;
  /** Signs in as the demo admin and returns the Cookie header value ("sid=..."). */
  login: () => Promise<string>;
  /** Signs in as any admin (demo role accounts share the demo password). */
  loginAs: (email: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
}

/** The admin app's origin in tests: the one origin allowed to send writes. */
export const TEST_APP_ORIGIN = 'http://localhost:3000';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Makes every write a test injects carry the admin app's Origin, as the shell's page does in a
 * browser, so the CSRF guard needs no edit in each test. A test that names `origin` or
 * `sec-fetch-site` itself is left alone; a header given as undefined is dropped (that is how
 * test/plugins/csrf.test.ts sends a write with neither header).
 */
export function injectAsTheAdminApp(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  const withOrigin = (opts: InjectOptions): InjectOptions => {
    const given = opts.headers ?? {};
    const namesItself = 'origin' in given || 'sec-fetch-site' in given;
    const isWrite = WRITE_METHODS.has(String(opts.method ?? 'GET').toUpperCase());
    const headers = Object.fromEntries(
      Object.entries({
        ...(isWrite && !namesItself ? { origin: TEST_APP_ORIGIN } : {}),
        ...given,
      }).filter(([, value]) => value !== undefined),
    );
    return { ...opts, headers };
  };
  app.inject = ((opts?: InjectOptions | string, ...rest: unknown[]) => {
    if (typeof opts !== 'object' || rest.length > 0) {
      throw new Error('Tests call app.inject with an options object and await the answer');
    }
    return inject(withOrigin(opts));
  }) as FastifyInstance['inject'];
}

export function makeClock(start = Date.now()): TestClock {
  let current = start;
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

/**
 * A real app on a real database of its own (a SQLite file in a temp dir, or a fresh database in
 * the test cluster under the api-pg project), seeded with a small demo set.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const clock = makeClock();
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) }),
    logLevel: 'silent',
    seedUsers: 12,
    loginRateLimit: 1000,
    contactRateLimit: 1000,
    appOrigins: [TEST_APP_ORIGIN],
    now: clock.now,
    ...overrides,
  };
  const app = await buildApp(config, options).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  injectAsTheAdminApp(app);
  await app.ready();
  return {
    app,
    config,
    clock,
    dataDir,
    login: () => loginAs(app, config.adminEmail, config.adminPassword ?? DEMO_PASSWORD),
    loginAs: (email, password = DEMO_PASSWORD) => loginAs(app, email, password),
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** "sid=<token>" from a login response's Set-Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const sid = cookies.find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('no sid cookie in response');
  return sid.split(';')[0] as string;
}

/** A fresh app plus a signed-in admin cookie: the setup most API test files share. */
export async function createSignedInApp(
  overrides: Partial<AppConfig> = {},
): Promise<{ t: TestContext; cookie: string }> {
  const t = await createTestApp(overrides);
  return { t, cookie: await t.login() };
}
