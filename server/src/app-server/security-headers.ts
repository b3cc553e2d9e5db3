/**
 * The security headers of every file an app server sends (docs/security.md#headers): helmet
 * for the standard set (nosniff, frame denial, referrer policy, resource and opener policies),
 * the app's own Content-Security-Policy, and CORS for the shell's origins only on remotes.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { RemoteOrigins } from '../config/remote-origins';
import { policyOf } from './content-security-policy';

export interface SecurityHeaderOptions {
  distDir: string;
  role: 'host' | 'remote';
  /** The shell's origins (APP_ORIGINS): the only pages allowed to read a remote's files. */
  appOrigins: string[];
  /** The shell's remotes' public origins (REMOTE_ORIGINS), which its CSP lets in. */
  remoteOrigins?: RemoteOrigins;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const isRemote = options.role === 'remote';
  await app.register(helmet, {
    // Built per app from its dist folder below: helmet's directives are static.
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The shell, on another origin, runs a remote's scripts; nothing else may embed them.
    crossOriginResourcePolicy: { policy: isRemote ? 'cross-origin' : 'same-origin' },
    // Off: it would make the YouTube embed and the remotes' scripts need CORP/COEP opt-ins.
    crossOriginEmbedderPolicy: false,
  });
  const policy = policyOf(options.distDir, options.role, options.remoteOrigins);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('Content-Security-Policy', policy());
    if (!isRemote) return;
    void reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (origin && options.appOrigins.includes(origin))
      void reply.header('Access-Control-Allow-Origin', origin);
  });
}
