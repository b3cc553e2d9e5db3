import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { namedComponents } from './openapi/named-schemas';
import { documentRoute } from './openapi/route-transform';

/**
 * OpenAPI document at /api/docs/json (built from the route schemas and the contract's named
 * shapes), UI at /api/docs. Written for other clients too: every operation has an operationId
 * and a summary, shared shapes are components, every response says what it means.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  // Named shapes the routes refer to; filled as routes are documented, read by transformObject.
  const used = new Set<string>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Rewards admin API',
        version: '1.0.0',
        description:
          'Admin back-office API. Browsers sign in with POST /api/admin/login (the `sid` cookie; ' +
          'writes must come from the admin app). Scripts and back-office jobs send a personal ' +
          'API token instead: `Authorization: Bearer <token>` (Settings → API tokens), no Origin ' +
          'needed. Errors answer `{ success: false, message }`.',
      },
      // The admin app's origins serve /api (proxied), which is where clients call it.
      servers: app.config.appOrigins.map((url) => ({ url, description: 'Admin app origin' })),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token' },
          deployToken: {
            type: 'http',
            scheme: 'bearer',
            description: "A remote's deploy token (POST /api/platform/deployments only)",
          },
        },
      },
      security: [{ session: [] }, { apiToken: [] }],
    },
    transform: ({ schema, url, route }) => ({ schema: documentRoute(schema, route, used), url }),
    transformObject: (documentObject) => {
      // Always the OpenAPI 3 branch here (the `openapi` option above).
      const { openapiObject } = documentObject as Extract<
        typeof documentObject,
        { openapiObject: object }
      >;
      const components = openapiObject.components ?? {};
      const schemas = { ...components.schemas, ...namedComponents(used) };
      return { ...openapiObject, components: { ...components, schemas } } as typeof openapiObject;
    },
  });
  // staticCSP: the UI's own CSP header replaces helmet's stricter default on these routes only.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
