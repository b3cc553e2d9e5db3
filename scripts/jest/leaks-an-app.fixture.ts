import Fastify from 'fastify';

// Run only by open-apps.test.ts: a test file that builds an app and never closes it.
it('builds an app and forgets it', async () => {
  const app = Fastify();
  await app.ready();
  expect(app.server).toBeDefined();
});
