import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI document at /api/docs/json (built from the route schemas), UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Rewards admin API',
        version: '1.0.0',
        description:
          'Admin back-office API. Every route except the public ones needs the `sid` session cookie set by POST /api/admin/login.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
      security: [{ session: [] }],
    },
  });
  // staticCSP: the UI's own CSP header replaces helmet's stricter default on these routes only.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
