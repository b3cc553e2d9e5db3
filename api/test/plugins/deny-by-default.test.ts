import type { RouteOptions } from 'fastify';
import { createTestApp, type TestContext } from '../helpers/test-app';

// The only routes that may answer without a session. Adding a public route means changing
// this list on purpose (and src/plugins/public-routes.ts).
const EXPECTED_PUBLIC = [
  'POST /api/admin/login',
  'POST /api/admin/login/passkey-options',
  'POST /api/admin/logout',
  'GET /api/admin/login-hint',
  'HEAD /api/admin/login-hint',
  'GET /api/admin/sso',
  'HEAD /api/admin/sso',
  'GET /api/admin/sso/start',
  'HEAD /api/admin/sso/start',
  'GET /api/admin/sso/callback',
  'HEAD /api/admin/sso/callback',
  'POST /api/admin/sso/second-step',
  'POST /api/contact',
  'GET /healthz',
  'HEAD /healthz',
  'GET /readyz',
  'HEAD /readyz',
];

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

function concreteUrl(url: string): string {
  return url
    .replace(':id', '1')
    .replace(':name', '00000000-0000-4000-8000-000000000000.png')
    .replace('*', 'index.html');
}

describe('deny by default', () => {
  const routes: { method: string; url: string }[] = [];
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) routes.push({ method, url: route.url });
        },
      },
    );
  });
  afterAll(async () => t.close());

  it('collected the whole route table', () => {
    // Sanity check that the enumeration works: the API has dozens of routes.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/users/all-users' });
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/admin/users/:id' });
  });

  it('every non-public route answers 401 without a session, and 401 with a bad one', async () => {
    const protectedRoutes = routes.filter(
      (r) => !EXPECTED_PUBLIC.includes(`${r.method} ${r.url}`) && !isDocs(r.url),
    );
    expect(protectedRoutes.length).toBeGreaterThan(25);
    for (const route of protectedRoutes) {
      const bearer = { authorization: 'Bearer rwp_not_a_real_token' };
      for (const headers of [{}, { cookie: 'sid=not-a-real-session' }, bearer]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers,
        });
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        });
        // The deploy-report route takes a deploy token only (decision 034).
        const message =
          route.url === '/api/platform/deployments'
            ? 'A valid deploy token is required'
            : headers === bearer
              ? 'Invalid or expired API token'
              : 'Not signed in';
        if (route.method !== 'HEAD') expect(res.json()).toMatchObject({ success: false, message });
      }
    }
  });

  it('public routes answer without a session', async () => {
    for (const entry of EXPECTED_PUBLIC.filter((e) => e.startsWith('GET'))) {
      const url = entry.split(' ')[1] as string;
      // Company sign-in's start and callback send the browser on (here: back to the login screen).
      expect((await t.app.inject({ url })).statusCode).toBe(
        url.startsWith('/api/admin/sso/') ? 303 : 200,
      );
    }
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('unknown URLs are 401 for strangers (no route probing) and 404 for admins', async () => {
    expect((await t.app.inject({ url: '/api/nope' })).statusCode).toBe(401);
    const cookie = await t.login();
    const res = await t.app.inject({ url: '/api/nope', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found' });
  });
});
