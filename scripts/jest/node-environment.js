// The Node test environment of every server-side Jest project (jest.node-project.js at the root), with one
// promise more: a test file closes every Fastify app it builds. An app left running keeps its
// timers (event feed, pruning, upkeep) and its database pool alive in the worker, which then
// runs them after the file's environment is gone: the run prints "ReferenceError: You are trying
// to require a file after the Jest environment has been torn down" and exits 1 with every test
// green, or not, depending on timing. Here the file fails at once, naming where the app was built.
//
// Fastify announces every instance it creates on the `fastify.initialization` diagnostics
// channel, so apps are seen however a test builds them (buildApp, an app server, a bare fastify()).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS Jest environment */
const diagnostics = require('node:diagnostics_channel');
const { TestEnvironment } = require('jest-environment-node');

const CHANNEL = 'fastify.initialization';

class NodeEnvironmentThatClosesApps extends TestEnvironment {
  /** @type {Map<object, string>} each app not closed yet, and the stack that built it */
  openApps = new Map();

  /** @param {unknown} message */
  onAppBuilt = (message) => {
    const { fastify } = /** @type {{ fastify: any }} */ (message);
    const builtAt = (new Error().stack ?? '').split('\n').slice(2).join('\n');
    this.openApps.set(fastify, builtAt);
    fastify.addHook('onClose', async () => {
      this.openApps.delete(fastify);
    });
  };

  async setup() {
    await super.setup();
    diagnostics.subscribe(CHANNEL, this.onAppBuilt);
  }

  /** @param {{ name: string }} event @param {{ unhandledErrors: unknown[] }} state */
  async handleTestEvent(event, state) {
    if (event.name !== 'run_finish') return;
    diagnostics.unsubscribe(CHANNEL, this.onAppBuilt);
    for (const [app, builtAt] of this.openApps) {
      const error = new Error(
        'A Fastify app built in this file was still open when its tests ended: close it in ' +
          "an afterAll/afterEach (or use the test context's restart), or its timers and pool " +
          'outlive the file.',
      );
      error.stack = `${error.message}\nBuilt at:\n${builtAt}`;
      state.unhandledErrors.push(error);
      // Closed here so the leak cannot break the files that run after this one.
      await app.close().catch(() => {});
    }
    this.openApps.clear();
  }
}

module.exports = NodeEnvironmentThatClosesApps;
