import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app';
import { type AppConfig, DEMO_PASSWORD, loadConfig } from '../../src/config';

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

export function makeClock(start = Date.now()): TestClock {
  let current = start;
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

/** A real app on a real SQLite file in its own temp dir, seeded with a small demo set. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const clock = makeClock();
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir }),
    logLevel: 'silent',
    seedUsers: 12,
    loginRateLimit: 1000,
    contactRateLimit: 1000,
    now: clock.now,
    ...overrides,
  };
  const app = await buildApp(config, options);
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
