import { createTestApp, type TestContext } from '../helpers/test-app';

// URLs the router itself rejects (undecodable, parameter over the length cap) or that match
// no route: without a session every /api one is the same 401, so routes cannot be enumerated.
const ROUTER_PROBES = [
  '/api/users/%C0%AE/trust',
  '/api/users/%E0%A4%A/trust',
  `/api/users/${'9'.repeat(120)}/trust`,
  `/api/users/${'9'.repeat(120)}`,
  '/api/no-such-route',
  '/api/users/1/no-such-action',
];

describe('router errors', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(ROUTER_PROBES)('answers 401 in the standard shape without a session: %s', async (url) => {
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const res = await t.app.inject({ method, url });
      expect({ method, status: res.statusCode, body: res.json() as unknown }).toEqual({
        method,
        status: 401,
        body: { success: false, message: 'Not signed in' },
      });
    }
  });

  it('answers 400 in the standard shape to a signed-in admin for an undecodable or overlong URL', async () => {
    const cookie = await t.login();
    for (const url of ROUTER_PROBES.slice(0, 3)) {
      const res = await t.app.inject({ method: 'PUT', url, headers: { cookie } });
      expect({ url, status: res.statusCode, body: res.json() as unknown }).toEqual({
        url,
        status: 400,
        body: { success: false, message: 'Invalid URL' },
      });
    }
  });

  it('answers 400 in the standard shape for a bad URL outside /api', async () => {
    const res = await t.app.inject({ url: '/healthz%C0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid URL' });
  });
});
