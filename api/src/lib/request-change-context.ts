import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import type { ChangeContext } from './change-context';

/** The audit identity for a protected route (the auth hook guarantees request.admin). */
export function changeContext(request: FastifyRequest): ChangeContext {
  if (!request.admin) throw new HttpError(401, 'Not signed in');
  return {
    adminId: request.admin.id,
    at: request.server.config.now().toISOString(),
    ip: request.ip,
  };
}
