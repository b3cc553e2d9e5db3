import Fastify from 'fastify';

// Run only by open-apps.test.ts: the same, closed as every test file must.
it('builds an app and closes it', async () => {
  const app = Fastify();
  await app.ready();
  await app.close();
  expect(app.server.listening).toBe(false);
});
