import { buildApp } from './app';
import { configProblems } from './check-config';
import { loadConfig } from './config';
import { INSECURE_COOKIE_WARNING } from './cookie-config';
import { startMetricsServer } from '@rewards/http-edge';
import { collectProcessMetrics } from './metrics/process-metrics';

// Entry point for `npm start` / `npm run dev`: config from env, listen, and close cleanly on
// SIGTERM/SIGINT so in-flight requests finish and SQLite checkpoints its WAL.
async function main(): Promise<void> {
  // A bad setting: its one line, no stack trace (check-config.ts).
  const problems = configProblems();
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(2);
  }
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort > 0) {
    // The process's own series (CPU, memory, event-loop lag) only where they are served.
    collectProcessMetrics(app.metrics.registry);
    // Ends with the process (shutdown above exits once the app has closed).
    const metrics = await startMetricsServer(
      app.metrics.registry,
      config.metricsPort,
      config.metricsHost,
    );
    app.log.info({ port: metrics.port }, 'metrics on /metrics');
  }
  if (config.demoMode) {
    app.log.warn(
      'DEMO MODE: demo data and a login hint are enabled. Set ADMIN_PASSWORD for production.',
    );
  } else if (!config.cookieSecure) {
    app.log.warn(INSECURE_COOKIE_WARNING);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
