import { SESSION_COOKIE } from '@rewards/http-edge';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { createSession, deleteExpiredSessions } from './session-store';

/** The `sid` cookie's attributes (docs/security.md: Sessions). */
export function sessionCookieOptions(config: AppConfig) {
  return { httpOnly: true, sameSite: 'strict' as const, path: '/', secure: config.cookieSecure };
}

/**
 * Opens a session for an admin whose sign-in passed (password, or company SSO) and sets its
 * cookie: the one way a sign-in ends, whichever way it began. Answers the raw token.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  adminId: number,
  /** Signed in with a second factor: the session's check is fresh from its start. */
  factorChecked: boolean,
): Promise<string> {
  // Housekeeping here keeps the table small without a timer.
  await deleteExpiredSessions(app.db, app.config);
  const token = await createSession(
    app.db,
    app.config,
    adminId,
    { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
    factorChecked,
  );
  reply.setCookie(SESSION_COOKIE, token, {
    ...sessionCookieOptions(app.config),
    maxAge: app.config.sessionAbsoluteHours * 3600,
  });
  return token;
}
