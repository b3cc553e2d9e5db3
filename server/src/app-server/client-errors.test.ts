import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { serverLimitsFrom } from '@rewards/http-edge';
import { NODE_REFUSALS, parseRaw, rawRequest } from '../../../api/test/helpers/raw-request';
import { createAppServer } from './app-server';
import { makeDist } from './test-dist';

// docs/security.md: the shell and remotes answered Node's own refusals (the `clientError` path) in
// Fastify's shape; a client of `/api` must get the API's, whichever hop refused it.
describe.each([
  ['the shell', 'host' as const, serverLimitsFrom({})],
  ['a remote started without limits', 'remote' as const, undefined],
])("Node's own refusals on %s", (_name, role, limits) => {
  let distDir: string;
  let server: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    distDir = makeDist(role);
    server = await createAppServer({
      distDir,
      role,
      appOrigins: ['http://localhost:3000'],
      // Never reached: Node refuses these before any route runs.
      ...(role === 'host' && { apiUrls: ['http://127.0.0.1:9'] }),
      spaFallback: role === 'host',
      limits,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it.each(NODE_REFUSALS)('answers %s in the API error shape', async (_case, bytes, status) => {
    const answer = parseRaw(await rawRequest(port, bytes));
    expect(answer.status).toBe(status);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  });
});
