import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../api/src/app';
import { DEMO_PASSWORD, loadConfig, serverLimitsFrom } from '../../../api/src/config';
import { openDatabase } from '../../../api/src/db/connection';
import { SeededRandom } from '../../../api/src/seed/random';
import { writeActivity } from '../../../api/src/simulate/app-activity';
import { openSse } from '../../../api/test/helpers/sse-client';
import { createAppServer } from './app-server';
import { makeDist, listenUrl as listen, SHELL_ORIGIN as SHELL } from './test-dist';

const IDLE_TIMEOUT_MS = 300;
jest.setTimeout(60_000);

// Decision 016: the browser reaches GET /api/events through the shell server's /api proxy
// (@fastify/http-proxy, with @fastify/compress on the server): each event must come through
// as it is written, not when a buffer or a gzip block fills.
describe('the event stream through the shell server', () => {
  let dataDir: string;
  let distDir: string;
  let api: FastifyInstance;
  let shell: FastifyInstance;
  let shellUrl: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-events-'));
    // Signed in as the demo owner, who would otherwise be held to set up a second factor.
    const config = loadConfig({ DATA_DIR: dataDir, MFA_REQUIRED_ROLES: 'none' });
    api = await buildApp({
      ...config,
      logLevel: 'silent',
      seedUsers: 12,
      appOrigins: [SHELL],
      events: { ...config.events, pollMs: 50, heartbeatMs: 500 },
    });
    distDir = makeDist('host', 'window.boot = 1;');
    shell = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: [SHELL],
      apiUrls: [await listen(api)],
      spaFallback: true,
      // Idle sockets close after 300 ms, shorter than the 500 ms between heartbeats: the
      // stream must still stay open.
      limits: { ...serverLimitsFrom({}), idleTimeoutMs: IDLE_TIMEOUT_MS },
    });
    shellUrl = await listen(shell);
  });

  afterAll(async () => {
    await shell?.close();
    await api?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('arrives event by event, uncompressed, with heartbeats, past the idle timeout', async () => {
    const login = await fetch(`${shellUrl}/api/admin/login`, {
      method: 'POST',
      headers: { origin: SHELL, 'content-type': 'application/json' },
      body: JSON.stringify({ email: api.config.adminEmail, password: DEMO_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const client = await openSse(`${shellUrl}/api/events`, {
      cookie,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(client.status).toBe(200);
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await client.waitFor((m) => m.event === 'ready');

    const db = openDatabase(path.join(dataDir, 'app.db'));
    try {
      const random = new SeededRandom(5);
      for (let i = 0; i < 3; i += 1) {
        const written = Date.now();
        const w = await writeActivity(db, random, 'withdrawal', written);
        const event = await client.waitFor(
          (m) => m.event === 'change' && (m.data as { entityId: number }).entityId === w!.id,
        );
        // Through the proxy within the poll interval plus a little: nothing holds it back.
        expect(event.data).toMatchObject({ type: 'withdrawal.created' });
        expect(Date.now() - written).toBeLessThan(1_000);
      }
    } finally {
      await db.destroy();
    }
    // Two heartbeats, 500 ms apart: the stream outlived the shell's 300 ms idle timeout.
    await client.nextComment();
    await client.nextComment();
    client.close();
  });
});
