import { snapshot } from '../helpers/snapshots';
import { pngBytes } from '../helpers/fixtures';
import { createTestApp, type TestContext } from '../helpers/test-app';

type Method = 'POST' | 'PUT' | 'DELETE';

interface MutatingRoute {
  method: Method;
  url: string;
  /** A body that would succeed (no body for body-less routes). */
  valid?: Record<string, unknown>;
  /** maxLength of each string field, to build oversized values. */
  maxLengths?: Record<string, number>;
}

const png = `data:image/png;base64,${pngBytes().toString('base64')}`;

// Every route that changes data. Ids in the URL exist, so only the body makes a request fail.
const ROUTES: MutatingRoute[] = [
  {
    method: 'POST',
    url: '/api/admin/login',
    valid: { email: 'admin@rewards.test', password: 'Admin@123' },
    maxLengths: { email: 254, password: 200 },
  },
  { method: 'PUT', url: '/api/users/2/trust', valid: { trust: true } },
  { method: 'PUT', url: '/api/admin/users/2/status', valid: { status: 'block' } },
  { method: 'PUT', url: '/api/admin/users/2/wallet', valid: { coin: 12.5 } },
  { method: 'PUT', url: '/api/wallet-due/2', valid: { due: true } },
  { method: 'PUT', url: '/api/withdrawals/1', valid: { status: 'completed' } },
  {
    method: 'POST',
    url: '/api/notifications',
    valid: { user_id: 2, message: 'Hi' },
    maxLengths: { message: 1000 },
  },
  {
    method: 'PUT',
    url: '/api/notifications/1',
    valid: { message: 'Hi' },
    maxLengths: { message: 1000 },
  },
  {
    method: 'POST',
    url: '/api/update-upi',
    valid: { upiId: 'name@bank', qrCode: png },
    maxLengths: { upiId: 321 },
  },
  {
    method: 'POST',
    url: '/api/quizzes',
    valid: {
      question: 'Q?',
      option_a: 'a',
      option_b: 'b',
      option_c: 'c',
      option_d: 'd',
      correct_option: 'A',
    },
    maxLengths: { question: 500, option_a: 200, option_b: 200, option_c: 200, option_d: 200 },
  },
  {
    method: 'POST',
    url: '/api/videos',
    valid: { title: 'T', video_url: 'https://example.com/v.mp4' },
    maxLengths: { title: 200, video_url: 2048 },
  },
  {
    method: 'POST',
    url: '/api/contact',
    valid: { name: 'A', email: 'a@b.co', message: 'Hi' },
    maxLengths: { name: 100, message: 5000, website: 200 },
  },
  { method: 'PUT', url: '/api/contact-messages/1', valid: { read: true } },
];

// Routes whose only input is the id in the URL.
const ID_ROUTES: { method: Method; url: string }[] = [
  { method: 'PUT', url: '/api/users/:id/payment-status' },
  { method: 'DELETE', url: '/api/admin/users/:id' },
  { method: 'DELETE', url: '/api/home-data/:id' },
  { method: 'DELETE', url: '/api/quizzes/:id' },
  { method: 'DELETE', url: '/api/videos/:id' },
  { method: 'DELETE', url: '/api/contact-messages/:id' },
  { method: 'PUT', url: '/api/users/:id/trust' },
  { method: 'PUT', url: '/api/withdrawals/:id' },
];

function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'boolean') return 'true';
  if (typeof value === 'number') return String(value);
  return 'x';
}

/** Invalid variants of a valid body: missing, extra, wrongly typed and oversized fields. */
function invalidBodies(route: MutatingRoute): [string, unknown][] {
  const valid = route.valid ?? {};
  const cases: [string, unknown][] = [
    ['empty object', {}],
    ['array', [valid]],
    ['extra field', { ...valid, unexpected: true }],
    // Raw JSON text: an object literal cannot carry an own "__proto__" key.
    ['__proto__ key', `{"__proto__":{"admin":true},${JSON.stringify(valid).slice(1)}`],
  ];
  for (const field of Object.keys(valid)) {
    const { [field]: _dropped, ...rest } = valid;
    cases.push([`missing ${field}`, rest]);
    cases.push([`wrong type for ${field}`, { ...valid, [field]: wrongType(valid[field]) }]);
    cases.push([`null ${field}`, { ...valid, [field]: field === 'qrCode' ? 42 : null }]);
  }
  for (const [field, max] of Object.entries(route.maxLengths ?? {})) {
    cases.push([`oversized ${field}`, { ...valid, [field]: 'x'.repeat(max + 1) }]);
  }
  return cases;
}

describe('invalid input on every mutating route', () => {
  let t: TestContext;
  let cookie: string;
  let before: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
    before = await snapshot(t.app);
  });
  afterAll(async () => t.close());

  const cases = ROUTES.flatMap((route) =>
    invalidBodies(route).map(
      ([label, body]) => [`${route.method} ${route.url}: ${label}`, route, body] as const,
    ),
  );

  it.each(cases)('%s -> 4xx', async (_name, route, body) => {
    const res = await t.app.inject({
      method: route.method,
      url: route.url,
      headers: { cookie, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: malformed JSON -> 400',
    async (_name, route) => {
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{"oops":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Request body is not valid JSON',
      });
    },
  );

  it.each(
    ID_ROUTES.flatMap((r) =>
      ['abc', '0', '-1', '1.5', '99999999999999999999'].map(
        (id) => [`${r.method} ${r.url} with id ${id}`, r, id] as const,
      ),
    ),
  )('%s -> 400', async (_name, route, id) => {
    const res = await t.app.inject({
      method: route.method,
      url: route.url.replace(':id', id),
      headers: { cookie },
      payload: route.method === 'PUT' ? {} : undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  // The attack review: these acted on a text/plain body or a multipart one without a boundary, while
  // any other content type got the 415.
  const bodyless = ID_ROUTES.filter((r) => r.method === 'DELETE' || r.url.endsWith('-status'));
  it.each(
    bodyless.flatMap((r) =>
      ['text/plain', 'multipart/form-data', 'application/x-www-form-urlencoded'].map(
        (type) => [`${r.method} ${r.url} with a ${type} body`, r, type] as const,
      ),
    ),
  )('%s -> 415, nothing done', async (_name, route, type) => {
    const res = await t.app.inject({
      method: route.method,
      url: route.url.replace(':id', '2'),
      headers: { cookie, 'content-type': type },
      payload: 'x=1',
    });
    expect(res.statusCode).toBe(415);
    // (The quiz and video routes' errors also carry `error`, the same text.)
    expect(res.json()).toMatchObject({ success: false, message: 'Unsupported content type' });
  });

  it('left every table and the uploads folder exactly as they were', async () => {
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('the snapshot does notice a change (so the check above can fail)', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/2/trust',
      headers: { cookie },
      payload: { trust: true },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/2/trust',
      headers: { cookie },
      payload: { trust: false },
    });
    expect(await snapshot(t.app)).not.toEqual(before);
  });
});
