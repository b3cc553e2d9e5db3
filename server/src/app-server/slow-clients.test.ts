import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { serverLimitsFrom, type ServerLimits } from '@rewards/http-edge';
import { trickle } from '../../../api/test/helpers/trickle';
import { createAppServer } from './app-server';
import { makeDist } from './test-dist';

const HEADERS_TIMEOUT_MS = 500;

/** A remote app server listening on a port, for a describe block: short timeouts, `limits`. */
function listeningRemote(limits: Partial<ServerLimits>) {
  const remote = { port: 0 };
  let distDir: string;
  let server: FastifyInstance;
  beforeAll(async () => {
    distDir = makeDist('remote', 'window.remote = 1;');
    server = await createAppServer({
      distDir,
      role: 'remote',
      appOrigins: ['http://localhost:3000'],
      spaFallback: false,
      limits: {
        ...serverLimitsFrom({}),
        headersTimeoutMs: HEADERS_TIMEOUT_MS,
        requestTimeoutMs: 2_000,
        ...limits,
      },
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    remote.port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });
  return remote;
}

// docs/security.md#issue-12-fixed-and-tested, defect 6, for the app servers.
// The API had timeouts and connection caps, the
// servers in front of it (the shell with its /api proxy, each remote) held a trickling client
// for as long as it liked.
describe('slow clients against an app server', () => {
  const remote = listeningRemote({ maxConnectionsPerIp: 3 });

  const partial = 'GET /remoteEntry.js HTTP/1.1\r\nHost: x\r\n';

  it('closes a connection whose headers trickle in, once the headers timeout passes', async () => {
    const result = await trickle(remote.port, partial, 'X'.repeat(60));
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
    expect(result.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
  });

  it('refuses a fourth connection from one address, not from another', async () => {
    const held = Array.from({ length: 3 }, () => trickle(remote.port, partial, 'X'.repeat(60)));
    // The held connections are counted once the server has accepted them.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [sameAddress, otherAddress] = await Promise.all([
      trickle(remote.port, partial, 'X'.repeat(60), '127.0.0.1'),
      trickle(remote.port, partial, 'X'.repeat(60), '127.0.0.2'),
    ]);
    expect(sameAddress.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS);
    expect(otherAddress.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
    await Promise.all(held);
  });
});

// docs/security.md: the shell's MAX_CONNECTIONS (512) was filled from 9 addresses of 64 connections
// each, and then nobody else got in. Here 4 addresses fill a total of 8.
describe('a full app server', () => {
  const remote = listeningRemote({ maxConnections: 8, maxConnectionsPerIp: 2 });

  it('still answers an address that holds nothing when a few addresses fill it', async () => {
    const partial = 'GET /remoteEntry.js HTTP/1.1\r\nHost: x\r\n';
    const held = [1, 2, 3, 4].flatMap((n) =>
      [0, 1].map(() => trickle(remote.port, partial, 'X'.repeat(60), `127.0.1.${n}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const whole = 'GET /remoteEntry.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
    const answer = await trickle(remote.port, whole, '', '127.0.2.1');
    expect(answer.received).toMatch(/^HTTP\/1\.1 200 /);
    await Promise.all(held);
  });
});
