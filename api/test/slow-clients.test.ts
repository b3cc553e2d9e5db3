import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { loadConfig } from '../src/config';
import { createTestApp, type TestContext } from './helpers/test-app';

const HEADERS_TIMEOUT_MS = 500;
const REQUEST_TIMEOUT_MS = 1_000;
const GIVE_UP_MS = 5_000;

interface Trickle {
  /** ms from connecting until the server closed the socket; Infinity if it never did. */
  closedAfterMs: number;
  received: string;
}

/** Sends `head`, then one byte of `drip` every 100 ms, until the server closes the socket. */
function trickle(port: number, head: string, drip: string): Promise<Trickle> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && sent < drip.length) socket.write(drip.charAt(sent++));
    }, 100);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve({ closedAfterMs: Infinity, received });
    }, GIVE_UP_MS);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}

// Issue 12, defect 6: connections trickling one byte at a time were held for minutes.
describe('slow clients against a listening server', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        ...loadConfig({}).limits,
        headersTimeoutMs: HEADERS_TIMEOUT_MS,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        maxConnections: 4,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('closes a connection whose headers trickle in, once the headers timeout passes', async () => {
    const result = await trickle(port, 'POST /api/contact HTTP/1.1\r\nHost: x\r\n', 'X'.repeat(60));
    expect(result.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
  });

  it('closes a connection whose body trickles in, once the request timeout passes', async () => {
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      'Content-Length: 500\r\n\r\n';
    const result = await trickle(port, head, '{'.padEnd(60, ' '));
    expect(result.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('refuses connections beyond the cap', async () => {
    const partial = 'GET /healthz HTTP/1.1\r\nHost: x\r\n';
    const held = Array.from({ length: 4 }, () => trickle(port, partial, 'X'.repeat(60)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = await trickle(port, partial, 'X'.repeat(60));
    expect(extra.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS);
    await Promise.all(held);
  });
});
