import type { RouteOptions } from 'fastify';
import { createTestApp, type TestContext } from '../helpers/test-app';

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
}

describe('OpenAPI document and health', () => {
  const routes: RouteOptions[] = [];
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (route) => void routes.push(route) });
  });
  afterAll(async () => t.close());

  it('documents every API route with its responses', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    expect(doc.openapi).toBe('3.0.3');
    const apiRoutes = routes.filter((r) => !r.url.startsWith('/api/docs'));
    let checked = 0;
    for (const route of apiRoutes) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
        const operation = doc.paths[openApiPath]?.[method.toLowerCase()];
        expect({ route: `${method} ${route.url}`, documented: operation !== undefined }).toEqual({
          route: `${method} ${route.url}`,
          documented: true,
        });
        // A success: 200, or 303 for the company sign-in's redirects the browser follows.
        expect(Object.keys(operation?.responses ?? {})).toContainEqual(
          expect.stringMatching(/^(200|303)$/),
        );
        if (route.url.includes(':id'))
          expect(operation?.parameters?.map((p) => p.name)).toContain('id');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(doc.paths['/api/videos']?.post?.requestBody).toMatchObject({
      content: {
        'application/json': expect.any(Object),
        'multipart/form-data': expect.any(Object),
      },
    });
  });

  it('names every operation, describes every response and refers to shared shapes', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
      components: { schemas: Record<string, unknown> };
    };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['listWithdrawals', 'decideWithdrawal']));
    expect(operations.filter((operation) => !operation.summary)).toEqual([]);
    const descriptions = operations.flatMap((operation) =>
      Object.values(operation.responses ?? {}).map(
        (r) => (r as { description: string }).description,
      ),
    );
    expect(descriptions).not.toContain('Default Response');
    // The user shape once, as a component, and referenced wherever a user is answered.
    const text = JSON.stringify(doc.paths);
    expect(text).not.toContain('"full_name"');
    expect(text).toContain('"$ref":"#/components/schemas/UserResponse"');
    expect(JSON.stringify(doc.components.schemas.UserResponse)).toContain(
      '"$ref":"#/components/schemas/User"',
    );
    expect(doc.paths['/api/withdrawals/{id}']?.put?.responses?.['409']).toEqual({
      description: expect.stringMatching(/^Conflict/),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
  });

  it('every route that takes a body or params declares a schema for it', () => {
    for (const route of routes.filter((r) => !r.url.startsWith('/api/docs'))) {
      const methods = [route.method].flat();
      expect({ route: route.url, response: route.schema?.response !== undefined }).toEqual({
        route: route.url,
        response: true,
      });
      if (route.url.includes(':'))
        expect({ route: route.url, params: route.schema?.params !== undefined }).toEqual({
          route: route.url,
          params: true,
        });
      const bodyless = [
        '/api/admin/logout',
        '/api/users/:id/payment-status',
        '/api/review/items/:kind/:id/claim',
        '/api/admin/mfa/totp',
        '/api/admin/mfa/passkeys/options',
        '/api/admin/mfa/passkeys/check-options',
        '/api/admin/login/passkey-options',
        '/api/admins/:id/factor-reset',
      ];
      if (methods.some((m) => m === 'POST' || m === 'PUT') && !bodyless.includes(route.url)) {
        expect({ route: route.url, body: route.schema?.body !== undefined }).toEqual({
          route: route.url,
          body: true,
        });
      }
    }
  });

  it('serves the Swagger UI without a session', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });

  it('answers the health checks', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('never leaks internals: a failing query becomes a generic 500', async () => {
    const cookie = await t.login();
    await t.app.db.schema.dropTable('crypto_payments').execute();
    const res = await t.app.inject({ url: '/api/admin/all-payments', headers: { cookie } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Internal server error' });
  });
});
