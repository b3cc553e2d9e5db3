import { loadConfig } from '../../src/config';
import { fastEvents, listen, stream } from '../helpers/event-streams';
import { createTestApp, type TestContext } from '../helpers/test-app';

// A stream that is a socket's last allowed request (MAX_REQUESTS_PER_SOCKET) must say
// `Connection: close`. It named `keep-alive` itself, which keeps Node from closing the socket:
// the shell's proxy sent its next request there and got Node's empty 503.
describe('the event stream at the request cap of its socket', () => {
  let t: TestContext;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({
      events: fastEvents(),
      limits: { ...loadConfig({}).limits, maxRequestsPerSocket: 1 },
    });
    base = await listen(t);
  });
  afterAll(async () => t?.close());

  it('says Connection: close', async () => {
    const client = await stream(base, await t.login());
    expect(client.status).toBe(200);
    expect(client.headers.connection).toBe('close');
    client.close();
  });
});
