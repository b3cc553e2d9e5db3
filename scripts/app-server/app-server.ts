/**
 * The production server of one built app (the shell or a remote), on Fastify: the security
 * headers, then the files; the shell also proxies `/api` to the API, so the session cookie
 * stays first-party on its origin. The proxy lives in its own scope: the API's answers keep
 * the API's own headers and are neither re-compressed nor buffered.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApiProxy } from './api-proxy';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticFiles } from './static-files';

export interface AppServerOptions {
  distDir: string;
  role: 'host' | 'remote';
  /** The shell's origins (APP_ORIGINS). */
  appOrigins: string[];
  /** The API instances `/api` is proxied to; only the shell proxies it (remotes run in its page). */
  apiUrls?: readonly string[];
  spaFallback: boolean;
}

export async function createAppServer(options: AppServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const { apiUrls } = options;
  if (apiUrls?.length) await app.register((scope) => registerApiProxy(scope, apiUrls));
  await app.register(async (scope) => {
    await registerSecurityHeaders(scope, options);
    await registerStaticFiles(scope, options);
  });
  return app;
}
