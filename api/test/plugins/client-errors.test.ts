import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { NODE_REFUSALS, parseRaw, rawRequest } from '../helpers/raw-request';

// docs/security.md: Node's own refusals (the `clientError` path) answered in Fastify's shape,
// `{"error":"Bad Request","message":"Client Error","statusCode":400}`, not the API's.
describe("Node's own refusals on the API", () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 20_000);
  afterAll(async () => t.close());

  it.each(NODE_REFUSALS)('answers %s in the API error shape', async (_name, bytes, status) => {
    const answer = parseRaw(await rawRequest(port, bytes));
    expect(answer.status).toBe(status);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.head).toMatch(/cache-control: no-store/i);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  });
});
