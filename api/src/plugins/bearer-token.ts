import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

const BEARER = /^Bearer +([A-Za-z0-9_-]{10,200})$/;

/**
 * The API token of `Authorization: Bearer <token>`, or null without that header. Tokens are
 * read from this header only, never from a cookie, so a browser never sends one by itself.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'Authorization must be "Bearer <API token>"');
  return match[1];
}
