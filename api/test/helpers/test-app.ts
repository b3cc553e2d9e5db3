import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app';
import { type AppConfig, DEMO_PASSWORD, loadConfig } from '../../src/config';
import { copyTemplateFiles, seededTemplate } from './seeded-templates';
import { createTestDatabase, testClusterUrl, testDialect } from './test-db';

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
  /** Closes the app and builds it again on the same database (a restart), with overrides. */
  restart: (overrides?: Partial<AppConfig>) => Promise<void>;
  /** Closes the app as it is now (after any restart), drops its database and data dir. */
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

/** Second-factor settings of the test app; passkeys answer to the test origin. */
export const TEST_MFA = {
  requiredRoles: [],
  stepUpMinutes: 5,
  webauthn: {
    rpId: new URL(TEST_APP_ORIGIN).hostname,
    rpName: 'Rewards Admin',
    origins: [TEST_APP_ORIGIN],
  },
} satisfies AppConfig['mfa'];

export function makeClock(start = Date.now()): TestClock {
  let current = start;
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

/**
 * A real app on a real database of its own (a SQLite file in a temp dir, or a fresh database in
 * the test cluster under the api-pg project), seeded with a small demo set: a copy of this
 * worker's seeded template for the same settings (test/helpers/seeded-templates.ts).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const clock = makeClock();
  const cluster = testDialect() === 'postgres' ? { DATABASE_URL: testClusterUrl() } : {};
  const settings: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, ...cluster }),
    logLevel: 'silent',
    seedUsers: 12,
    loginRateLimit: 1000,
    contactRateLimit: 1000,
    appOrigins: [TEST_APP_ORIGIN],
    // The suites sign in as seeded admins with a password only; the second-factor gate's own
    // tests (test/platform/mfa-*.test.ts) turn the production default back on.
    mfa: { ...TEST_MFA, requiredRoles: [] },
    now: clock.now,
    ...overrides,
  };
  const template = await seededTemplate(settings, overrides);
  const database = await createTestDatabase({ template: template?.database });
  if (template) copyTemplateFiles(template, dataDir);
  const config: AppConfig = { ...settings, databaseUrl: database.url };
  const app = await buildApp(config, options).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  injectAsTheAdminApp(app);
  await app.ready();
  const context: TestContext = {
    app,
    config,
    clock,
    dataDir,
    login: () => loginAs(context.app, config.adminEmail, config.adminPassword ?? DEMO_PASSWORD),
    loginAs: (email, password = DEMO_PASSWORD) => loginAs(context.app, email, password),
    restart: async (changes = {}) => {
      await context.app.close();
      context.app = await buildApp({ ...config, ...changes }, options);
      injectAsTheAdminApp(context.app);
    },
    // The app as it is now: a test that restarted it must not leave the new one running (its
    // timers and pool would outlive the test file).
    close: async () => {
      await context.app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return context;
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
