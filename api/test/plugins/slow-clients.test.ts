import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import { createTestApp, TEST_APP_ORIGIN, type TestContext } from '../helpers/test-app';
import { trickle } from '../helpers/trickle';

const HEADERS_TIMEOUT_MS = 500;
const BODY_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 3_000;

// docs/security.md#issue-12-fixed-and-tested, defect 6.
// Connections trickling one byte at a time were held for minutes.
describe('slow clients against a listening server', () => {
  let t: TestContext;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    // Signed in before the short limits apply: on a loaded machine a sign-in's body can take
    // longer than the short body timeout to be read (a 408), which is not under test here.
    t = await createTestApp();
    cookie = await t.login();
    await t.restart({
      limits: {
        ...loadConfig({}).limits,
        headersTimeoutMs: HEADERS_TIMEOUT_MS,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        bodyTimeoutMs: BODY_TIMEOUT_MS,
        maxConnections: 6,
        maxConnectionsPerIp: 4,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 20_000);
  afterAll(async () => t?.close());

  it('closes a connection whose headers trickle in, once the headers timeout passes', async () => {
    const result = await trickle(port, 'POST /api/contact HTTP/1.1\r\nHost: x\r\n', 'X'.repeat(60));
    expect(result.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
  });

  it('gives a small JSON body the body timeout, far below the request timeout', async () => {
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      'Content-Length: 500\r\n\r\n';
    const result = await trickle(port, head, '{'.padEnd(60, ' '));
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS);
    expect(result.closedAfterMs).toBeLessThan(BODY_TIMEOUT_MS + 1_000);
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.received).toContain('"success":false');
  });

  it('gives an upload the whole request timeout, and no more', async () => {
    const head =
      `POST /api/home-data HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\nOrigin: ${TEST_APP_ORIGIN}\r\n` +
      'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 500\r\n\r\n';
    const result = await trickle(port, head, '--b\r\n'.padEnd(60, ' '));
    expect(result.closedAfterMs).toBeGreaterThan(BODY_TIMEOUT_MS + 500);
    expect(result.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  const partial = 'GET /healthz HTTP/1.1\r\nHost: x\r\n';
  const hold = (count: number, from: string) =>
    Array.from({ length: count }, () => trickle(port, partial, 'X'.repeat(60), from));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('refuses a fifth connection from one address, not from another', async () => {
    const held = hold(4, '127.0.0.1');
    await settle();
    const [sameAddress, otherAddress] = await Promise.all([
      trickle(port, partial, 'X'.repeat(60), '127.0.0.1'),
      trickle(port, partial, 'X'.repeat(60), '127.0.0.2'),
    ]);
    expect(sameAddress.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS);
    // Let in, then closed by the headers timeout like the held ones.
    expect(otherAddress.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
    await Promise.all(held);
  });

  it("at the total cap, lets a newcomer in by closing the biggest holder's oldest connection", async () => {
    const first = hold(4, '127.0.0.1');
    await settle();
    const held = [...first, ...hold(2, '127.0.0.2')];
    await settle();
    const newcomer = await trickle(port, partial, 'X'.repeat(60), '127.0.0.3');
    // Let in, then closed by the headers timeout like the held ones.
    expect(newcomer.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
    const closed = await Promise.all(held);
    const early = closed.filter((result) => result.closedAfterMs < HEADERS_TIMEOUT_MS);
    // One of 127.0.0.1's four, which had been open longest.
    expect(early).toHaveLength(1);
    expect(await first[0]).toBe(early[0]);
  });

  it('refuses a newcomer beyond the total cap when no address holds more than it would', async () => {
    const held = [1, 2, 3, 4, 5, 6].flatMap((n) => hold(1, `127.0.0.${n}`));
    await settle();
    const extra = await trickle(port, partial, 'X'.repeat(60), '127.0.0.7');
    expect(extra.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS);
    const closed = await Promise.all(held);
    expect(closed.every((result) => result.closedAfterMs >= HEADERS_TIMEOUT_MS)).toBe(true);
  });
});
