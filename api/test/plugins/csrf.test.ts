import type { RouteOptions } from 'fastify';
import { CSRF_MESSAGE } from '../../src/plugins/csrf-guard';
import { pngBytes } from '../helpers/fixtures';
import { multipart } from '../helpers/multipart';
import { count, snapshot } from '../helpers/snapshots';
import { createTestApp, TEST_APP_ORIGIN, type TestContext } from '../helpers/test-app';

// docs/security.md#csrf: a write must come from the admin app. `origin: undefined` drops the
// Origin header the test app adds to writes (test/helpers/test-app.ts).
const REFUSED: Record<string, Record<string, string | undefined>> = {
  'same-site page on another port': { origin: 'http://localhost:3004' },
  'same host under another name': { origin: 'http://127.0.0.1:3001' },
  'another site': { origin: 'https://evil.example' },
  'opaque origin (sandboxed frame, file:)': { origin: 'null' },
  'the listed origin with a path-like suffix': { origin: `${TEST_APP_ORIGIN}.evil.example` },
  'Sec-Fetch-Site cross-site': { origin: undefined, 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site same-site': { origin: undefined, 'sec-fetch-site': 'same-site' },
  'neither header, with a session cookie': { origin: undefined },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function concreteUrl(url: string): string {
  return url.replace(':id', '2').replace(':name', '00000000-0000-4000-8000-000000000000.png');
}

describe('CSRF guard', () => {
  const writes: { method: string; url: string }[] = [];
  let t: TestContext;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods)
            if (WRITES.has(method)) writes.push({ method, url: route.url });
        },
      },
    );
    cookie = await t.login();
  });
  afterAll(async () => t.close());

  it('refuses every write route from anything but the admin app, and nothing changes', async () => {
    expect(writes.length).toBeGreaterThan(15);
    const before = await snapshot(t.app);
    const answers: string[] = [];
    for (const route of writes) {
      for (const [label, headers] of Object.entries(REFUSED)) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: concreteUrl(route.url),
          headers: { cookie, ...headers },
          payload: {},
        });
        const body = res.json<{ success: boolean; message: string }>();
        if (res.statusCode !== 403 || body.message !== CSRF_MESSAGE || body.success !== false)
          answers.push(`${route.method} ${route.url} (${label}): ${res.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await snapshot(t.app)).toEqual(before);
    // The session survived the refused logouts.
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a credentialed banner upload from the public site but takes it from the app', async () => {
    const upload = (origin: string) => {
      const body = multipart([
        { name: 'banner', value: pngBytes(), filename: 'b.png', contentType: 'image/png' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/home-data',
        headers: { cookie, origin, ...body.headers },
        payload: body.payload,
      });
    };
    const before = await snapshot(t.app);
    expect((await upload('http://localhost:3004')).statusCode).toBe(403);
    expect(await snapshot(t.app)).toEqual(before);
    expect((await upload(TEST_APP_ORIGIN)).statusCode).toBe(200);
  });

  it('refuses a login from another origin (login CSRF) and creates no session', async () => {
    const sessions = await count(t.app, 'admin_sessions');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost:3004' },
      payload: { email: t.config.adminEmail, password: 'Admin@123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await count(t.app, 'admin_sessions')).toBe(sessions);
  });

  it('lets a client without cookies sign in with neither header (curl, scripts)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: undefined },
      payload: { email: t.config.adminEmail, password: 'Admin@123' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts Sec-Fetch-Site same-origin without Origin, and reads from anywhere', async () => {
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/users/2/trust',
      headers: { cookie, origin: undefined, 'sec-fetch-site': 'same-origin' },
      payload: { trust: true },
    });
    expect(write.statusCode).toBe(200);
    const read = await t.app.inject({
      url: '/api/admin/me',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    // Reads are not forgeable writes; the browser's CORS rules keep their answers from the page.
    expect(read.statusCode).toBe(200);
  });
});
