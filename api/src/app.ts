import fs from 'node:fs';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { type AppConfig, databaseFile, uploadsDir } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import './fastify-types';
import { registerAuthHook } from './plugins/auth-hook';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/error-handler';
import { routerErrorHandler } from './plugins/router-errors';
import { applyConnectionCap, serverLimitOptions } from './plugins/server-limits';
import { formatSchemaError, validatorCompiler } from './plugins/validator-compiler';
import { registerWebPlugins } from './plugins/web-plugins';
import { registerRoutes } from './routes';
import { seedDatabase } from './seed/seed-database';
import { neverSeeded } from './seed/seed-state';
import { ensureAdminAccount, ensureDemoRoleAccounts } from './services/admin-account';
import { deleteExpiredSessions } from './services/session-store';

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
  fs.mkdirSync(uploadsDir(config), { recursive: true });
  const { db, sqlite } = openDatabase(databaseFile(config));
  try {
    await migrateToLatest(db);
    await ensureAdminAccount(db, config);
    await ensureDemoRoleAccounts(db, config);
    await deleteExpiredSessions(db, config);
    if (config.demoMode && neverSeeded(sqlite)) {
      seedDatabase(sqlite, {
        users: config.seedUsers,
        uploadsDir: uploadsDir(config),
        now: config.now(),
      });
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }

  // The router error handler is called only once requests arrive, after `app` is assigned.
  const app: FastifyInstance = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    schemaErrorFormatter: formatSchemaError,
    // Generous enough for the UPI QR data URL (2 MB image, base64); routes may lower it.
    bodyLimit: 3 * 1024 * 1024,
    // X-Forwarded-For decides the rate-limited client IP, so only configured proxies may set it.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    frameworkErrors: routerErrorHandler(() => app),
    ...serverLimitOptions(config.limits),
  });
  applyConnectionCap(app, config.limits);
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandling(app);
  await registerWebPlugins(app);
  registerAuthHook(app);
  if (config.apiDocs) await registerDocs(app);
  await registerRoutes(app);
  return app;
}
