import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/src/app';
import { DEMO_PASSWORD, loadConfig } from '../../../api/src/config';
import { createAppServer } from '../../../server/src/app-server/app-server';
import { HASHED_CHUNK, makeDist } from '../../../server/src/app-server/test-dist';
import type { ReliabilityTarget } from '../reliability-check';
import { crossOriginWriteCheck } from './cross-origin-write';
import { edgeAnswers } from './edge-answers';
import { servedHeadersCheck } from './served-headers';
import { spoofingLockoutAndLeaks } from './spoofing-lockout-and-leaks';

// The two security checks of `npm run test:reliability`, run against servers started here on
// ephemeral ports (the suite's runner starts the real platform): each holds against the
// platform as built, and each reports failures against a server without the defence.

const APP_ORIGIN = 'http://localhost:3000';
const SOURCE_MAP = '{"version":3,"sources":["secret.ts"],"mappings":"AAAA"}';
// Hundreds of real requests and a database build per platform, on a busy 2-core machine.
jest.setTimeout(120_000);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

// As `npm start` runs them: the shell's proxy vouches for X-Forwarded-For with a secret.
const PROXY_SECRET = 'p'.repeat(48);

async function startApi(appOrigins: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-api-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
      TRUST_PROXY_SECRET: PROXY_SECRET,
      // The checks sign in as the demo owner, who would otherwise be held to set up a factor.
      MFA_REQUIRED_ROLES: 'none',
    }),
    logLevel: 'silent',
    seedUsers: 12,
    loginRateLimit: 1000,
    appOrigins,
  };
  const app = await buildApp(config);
  return { app, dataDir, url: await listen(app), email: config.adminEmail };
}

function targetOf(
  api: { url: string; dataDir: string; email: string },
  appUrls: Record<string, string>,
): ReliabilityTarget {
  return {
    apiUrl: api.url,
    dataDir: api.dataDir,
    appOrigin: APP_ORIGIN,
    appUrls,
    signIn: async () => {
      const response = await fetch(`${api.url}/api/admin/login`, {
        method: 'POST',
        headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: api.email, password: DEMO_PASSWORD }),
      });
      const cookie = response.headers.get('set-cookie')?.split(';')[0];
      if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
      return cookie;
    },
  };
}

describe('the security checks of the reliability suite', () => {
  const closers: (() => Promise<unknown>)[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function platform(apiOrigins: string[]) {
    const api = await startApi(apiOrigins);
    const shellDist = makeDist('host');
    const remoteDist = makeDist('remote');
    dirs.push(api.dataDir, shellDist, remoteDist);
    for (const dist of [shellDist, remoteDist])
      fs.writeFileSync(path.join(dist, `${HASHED_CHUNK}.map`), SOURCE_MAP);
    const appOrigins = [APP_ORIGIN];
    const shell = await createAppServer({
      distDir: shellDist,
      role: 'host',
      appOrigins,
      apiUrls: [api.url],
      spaFallback: true,
      proxySecret: PROXY_SECRET,
    });
    const remote = await createAppServer({
      distDir: remoteDist,
      role: 'remote',
      appOrigins,
      spaFallback: true,
    });
    closers.push(
      () => api.app.close(),
      () => shell.close(),
      () => remote.close(),
    );
    return targetOf(api, { shell: await listen(shell), 'mfe-users': await listen(remote) });
  }

  it('hold against the platform as built', async () => {
    const target = await platform([APP_ORIGIN]);
    const writes = await crossOriginWriteCheck.run(target);
    expect(writes.failures).toEqual([]);
    expect(writes.tried).toBeGreaterThan(200);
    const headers = await servedHeadersCheck.run(target);
    expect(headers.failures).toEqual([]);
    expect(headers.tried).toBeGreaterThan(15);
  });

  it('spoofing, lockout and leaks: every attack fails against the platform as built', async () => {
    const target = await platform([APP_ORIGIN]);
    const report = await spoofingLockoutAndLeaks.run(target);
    expect(report.failures).toEqual([]);
    expect(report.tried).toBe(4);
  });

  it("edge answers: Node's refusals, the shell's and the streams' hold as built", async () => {
    const target = await platform([APP_ORIGIN]);
    const report = await edgeAnswers.run(target);
    expect(report.failures).toEqual([]);
    expect(report.tried).toBe(13);
  });

  it('report accepted writes and changed rows when the API trusts other origins', async () => {
    const target = await platform([APP_ORIGIN, 'https://attacker.example', 'http://127.0.0.1']);
    const writes = await crossOriginWriteCheck.run(target);
    expect(writes.failures).toContainEqual(
      expect.stringMatching(/^PUT .*\/api\/users\/1\/trust from another site: [24]\d\d$/),
    );
    expect(writes.failures).toContainEqual(expect.stringMatching(/^refused writes changed /));
  });

  it('report every missing header on a plain static server', async () => {
    const dist = makeDist('remote');
    dirs.push(dist);
    fs.writeFileSync(path.join(dist, `${HASHED_CHUNK}.map`), SOURCE_MAP);
    const plain = Fastify();
    await plain.register(fastifyStatic, { root: dist });
    closers.push(() => plain.close());
    const url = await listen(plain);
    const api = { url: 'http://127.0.0.1:9', dataDir: dist, email: '' };
    const { failures } = await servedHeadersCheck.run(targetOf(api, { shell: url }));
    const text = failures.join('\n');
    for (const missing of [
      'no script-src',
      'frame-ancestors',
      'X-Frame-Options',
      'nosniff',
      'Referrer-Policy',
      'cached',
      `${HASHED_CHUNK}.map: a source map answered 200`,
      // @fastify/static decodes the path as the app servers' static files do (the attack review).
      `${HASHED_CHUNK}%2Emap: a source map answered 200`,
      `${HASHED_CHUNK}.m%61p: a source map answered 200`,
    ])
      expect(text).toContain(missing);
  });
});
