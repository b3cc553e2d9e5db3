import type { FastifyRequest } from 'fastify';

/**
 * An answer's series: the route pattern (`/api/users/:id`), never the URL, so one series per
 * route, not per id. A hijacked reply (an event stream) skips onResponse and counts itself.
 */
export function answerLabels(request: FastifyRequest, status: number) {
  return {
    method: request.method,
    route: request.routeOptions.url ?? '(unmatched)',
    status: String(status),
  };
}
