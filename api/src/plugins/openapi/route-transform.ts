import type { FastifySchema, RouteOptions } from 'fastify';
import { toOpenApi30, withRefs } from './named-schemas';
import { OPERATION_IDS } from './operation-ids';

// What each status means on this API; the OpenAPI document describes every response with it
// instead of @fastify/swagger's "Default Response".
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'Success',
  400: 'Invalid input; the message names the field and the rule',
  401: 'Not signed in: no session or API token, or it expired or was revoked',
  403: 'Not allowed: the role or token lacks the permission, or a cookie write did not come from the admin app',
  404: 'Not found',
  409: 'Conflict: already decided, changed meanwhile, or already taken',
  413: 'The upload is too large',
  415: 'Unsupported file type',
  429: 'Too many requests; try again later',
  500: 'Internal server error',
  503: 'Not ready: the database does not answer',
};

/** "GET /api/withdrawals" for a route (HEAD twins of GET routes share the GET name). */
export function routeKey(route: Pick<RouteOptions, 'method' | 'url'>): string {
  const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  return `${method} ${route.url}`;
}

type Transformed = FastifySchema & { operationId?: string; summary?: string };

/**
 * The document's view of one route: its operationId, named shapes as $refs (collected in
 * `used`) and a description on every response. The route's own schema is left untouched.
 */
export function documentRoute(
  schema: FastifySchema | undefined,
  route: RouteOptions,
  used: Set<string>,
): Transformed {
  const operationId = OPERATION_IDS[routeKey(route)];
  const out: Transformed = { ...schema, ...(operationId ? { operationId } : {}) };
  if (schema?.body) out.body = toOpenApi30(withRefs(schema.body, used));
  if (schema?.response) {
    out.response = Object.fromEntries(
      Object.entries(schema.response as Record<string, unknown>).map(([code, body]) => [
        code,
        {
          ...(toOpenApi30(withRefs(body, used)) as object),
          description: RESPONSE_DESCRIPTIONS[code] ?? code,
        },
      ]),
    );
  }
  return out;
}
