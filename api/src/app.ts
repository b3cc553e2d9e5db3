import {
  answerRequestIds,
  applyBodyTimeout,
  applyConnectionCaps,
  requestIdOf,
  serverLimitOptions,
} from '@rewards/http-edge';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { type AppConfig, databaseLabel, databaseTarget } from './config';
import { assertDataDir } from './data-dir';
import { assertReachable, openDatabase } from './db/connection';
import { dialectOf } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import './fastify-types';
import { registerAuthHook } from './plugins/auth-hook';
import { registerCsrfGuard } from './plugins/csrf-guard';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/error-handler';
import { buildLazySerializers } from './plugins/lazy-serializers';
import { registerLiveEvents } from './plugins/live-events';
import { createApiMetrics } from './metrics/api-metrics';
import { registerMetricsHooks } from './metrics/metrics-hooks';
import { registerProxyClientIp } from './plugins/proxy-client-ip';
import { routerErrorHandler } from './plugins/router-errors';
import { formatSchemaError, validatorCompiler } from './plugins/validator-compiler';
import { registerWebPlugins } from './plugins/web-plugins';
import { registerRoutes } from './routes';
import { createUploadStore } from './storage/create-upload-store';
import { referencedUploads } from './content/upload-references';
import { seedDatabase } from './seed/seed-database';
import { neverSeeded } from './seed/seed-state';
import { ensureAdminAccount, ensureDemoRoleAccounts } from './platform/access/admin-account';
import { deleteExpiredSessions } from './platform/access/session-store';
import { requestLogFields } from './lib/request-log-fields';

export interface BuildOptions {
  /** Called for every route as it registers (the deny-by-default test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the fully wired Fastify instance without listening, so tests drive it with
 * app.inject() and server.ts owns the port and signals.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Uploads (UPLOAD_STORE=fs) and SQLite live there; PostgreSQL may still keep uploads on disk.
  assertDataDir(config.dataDir);
  const metrics = createApiMetrics();
  const db = openDatabase(databaseTarget(config), metrics.observeQuery);
  const uploads = createUploadStore(config, db);
  let swept: string[];
  try {
    await assertReachable(db, databaseLabel(config));
    await migrateToLatest(db);
    // One instance at a time: of several starting together exactly one seeds.
    await dialectOf(db).exclusive(db, async () => {
      await dialectOf(db).prepare(db);
      await ensureAdminAccount(db, config);
      await ensureDemoRoleAccounts(db, config);
      await deleteExpiredSessions(db, config);
      if (config.demoMode && (await neverSeeded(db))) {
        await seedDatabase(db, {
          users: config.seedUsers,
          uploads,
          now: config.now(),
        });
      }
    });
    // Files a crash left between writing an upload and committing its row, or half-written.
    swept = await uploads.sweep(await referencedUploads(db), config.uploadSweepGraceMs);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  // The router error handler is called only once requests arrive, after `app` is assigned.
  const app: FastifyInstance = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: requestLogFields } },
    schemaErrorFormatter: formatSchemaError,
    schemaController: { compilersFactory: { buildSerializer: buildLazySerializers } },
    // Generous enough for the UPI QR data URL (2 MB image, base64); routes may lower it.
    bodyLimit: 3 * 1024 * 1024,
    // X-Forwarded-For decides the rate-limited client IP, so only configured proxies may set
    // it; with a proxy secret, registerProxyClientIp decides instead (address and secret).
    trustProxy:
      config.trustProxySecret === undefined && config.trustProxy.length > 0
        ? config.trustProxy
        : false,
    frameworkErrors: routerErrorHandler(() => app),
    genReqId: requestIdOf,
    ...serverLimitOptions(config.limits),
  });
  if (config.trustProxySecret !== undefined) {
    registerProxyClientIp(app, config.trustProxySecret, config.trustProxy);
  }
  applyConnectionCaps(app, config.limits, config.trustProxy);
  answerRequestIds(app);
  applyBodyTimeout(app, config.limits);
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('uploads', uploads);
  if (swept.length) app.log.warn({ files: swept }, 'removed orphan uploads at start');
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandling(app);
  await registerWebPlugins(app);
  registerCsrfGuard(app);
  registerAuthHook(app);
  registerLiveEvents(app);
  registerMetricsHooks(app, metrics);
  if (config.apiDocs) await registerDocs(app);
  await registerRoutes(app);
  return app;
}
