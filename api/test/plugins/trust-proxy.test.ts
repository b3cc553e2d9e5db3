import type { InjectOptions } from 'fastify';
import { createTestApp, type TestContext } from '../helpers/test-app';

const LIMIT = 3;
const PROXY = '127.0.0.1';

/** A failed login from `remoteAddress`, claiming to forward for `forwardedFor`. */
function badLogin(
  t: TestContext,
  remoteAddress: string,
  forwardedFor: string,
  extra: Record<string, string> = {},
): InjectOptions {
  return {
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor, ...extra },
    // An unknown email, under 5 failures per address: the per-email delay (login-throttle.test.ts)
    // must not mask the IP limit.
    payload: { email: 'nobody@rewards.test', password: 'not-the-password' },
  };
}

async function statuses(
  t: TestContext,
  remoteAddress: string,
  count: number,
  extra: Record<string, string> = {},
): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    // A fresh made-up client address every time: a spoofer's way around a per-IP limit.
    const res = await t.app.inject(badLogin(t, remoteAddress, `203.0.113.${i + 1}`, extra));
    codes.push(res.statusCode);
  }
  return codes;
}

// docs/security.md#issue-12-fixed-and-tested, defect 8.
// X-Forwarded-For from any loopback client escaped the rate limits.
describe('X-Forwarded-For and the login rate limit', () => {
  it('is ignored by default, even from loopback: a direct client cannot spoof its IP', async () => {
    const t = await createTestApp({ loginRateLimit: LIMIT });
    try {
      expect(t.config.trustProxy).toEqual([]);
      expect(await statuses(t, '127.0.0.1', LIMIT + 1)).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  describe('with TRUST_PROXY set', () => {
    let t: TestContext;
    beforeAll(
      async () => (t = await createTestApp({ loginRateLimit: LIMIT, trustProxy: [PROXY] })),
    );
    afterAll(async () => t.close());

    it('is ignored from any other address', async () => {
      expect(await statuses(t, '10.0.0.5', LIMIT + 1)).toEqual([401, 401, 401, 429]);
    });

    it('is believed from the configured proxy, so its clients are limited one by one', async () => {
      expect(await statuses(t, PROXY, LIMIT + 1)).toEqual([401, 401, 401, 401]);
      const same = Array.from({ length: LIMIT }, () => badLogin(t, PROXY, '198.51.100.7'));
      const codes: number[] = [];
      for (const request of same) codes.push((await t.app.inject(request)).statusCode);
      expect(codes).toEqual([401, 401, 401]);
      expect((await t.app.inject(badLogin(t, PROXY, '198.51.100.7'))).statusCode).toBe(429);
    });
  });
});

// docs/security.md#issue-30-fixed-and-tested, finding 6.
// `npm start` trusted 127.0.0.1 as a proxy, so any local client rotated
// the header (40 of 40 logins unthrottled). On loopback the proxy must prove a secret.
describe('X-Forwarded-For with TRUST_PROXY_SECRET (how npm start runs)', () => {
  const SECRET = 'x'.repeat(40);
  let t: TestContext;
  beforeAll(
    async () =>
      (t = await createTestApp({
        loginRateLimit: LIMIT,
        trustProxy: [PROXY],
        trustProxySecret: SECRET,
      })),
  );
  afterAll(async () => t.close());

  it('is ignored from a local client without the secret, or with a wrong one', async () => {
    expect(await statuses(t, PROXY, LIMIT + 1)).toEqual([401, 401, 401, 429]);
    const wrong = { 'x-proxy-secret': 'y'.repeat(40) };
    expect(await statuses(t, '127.0.0.2', LIMIT + 1, wrong)).toEqual([401, 401, 401, 429]);
  });

  it('is ignored with the secret from an address TRUST_PROXY does not list', async () => {
    const right = { 'x-proxy-secret': SECRET };
    expect(await statuses(t, '10.0.0.9', LIMIT + 1, right)).toEqual([401, 401, 401, 429]);
  });

  it('is believed from the proxy with the secret: its last entry, the client it saw', async () => {
    const right = { 'x-proxy-secret': SECRET };
    expect(await statuses(t, PROXY, LIMIT + 1, right)).toEqual([401, 401, 401, 401]);
  });
});
