import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from './rate-limit-store';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { BANNER_MAX_BYTES } from '../content/banner-service';
import { refuseUnexpectedBodies } from './unexpected-bodies';

/** Cross-cutting HTTP plugins. Order matters: cookies must be parsed before the auth hook. */
export async function registerWebPlugins(app: FastifyInstance): Promise<void> {
  await app.register(helmet, { global: true });
  // Brotli or gzip, as the browser prefers: not zstd, which @fastify/compress adds first on
  // Node 22.15+ and 24, so the answers are the same on every Node in `engines`.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // Admin data: no browser or shared cache may keep an API answer (docs/security.md). Routes
  // that set their own policy keep it (uploads are immutable, the event stream no-cache).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  // global: false - only routes with config.rateLimit (login, contact) are limited.
  await app.register(rateLimit, {
    global: false,
    // Shared by every API instance on the same database.
    store: databaseRateLimitStore(app.db),
    onExceeded: (request) =>
      app.metrics.rateLimited.inc({ route: request.routeOptions.url ?? '(unmatched)' }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests, please try again in ${context.after}`),
  });
  await app.register(multipart, {
    // Per-route limits tighten these; these are the outer bounds for any multipart request.
    limits: {
      fileSize: Math.max(app.config.videoMaxMb * 1024 * 1024, BANNER_MAX_BYTES),
      files: 1,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 20,
    },
  });
  refuseUnexpectedBodies(app);
}
