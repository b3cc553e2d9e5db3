import type { RouteOptions } from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { TSchema } from '@sinclair/typebox';
import { validatorCompiler } from '../../src/plugins/validator-compiler';
import { createTestApp } from '../helpers/test-app';

// Route schemas compile on their first use (decision 054), so a schema that cannot compile
// would only fail when its route is first called. This compiles every route's validators and
// response serializers up front, as the app did at start before.

type Schemas = Record<string, unknown>;
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** A body or response entry is a schema, or `{ content: { <type>: { schema } } }`. */
function byContentType(entry: unknown): [string | undefined, unknown][] {
  if (!entry) return [];
  const content = (entry as { content?: Record<string, { schema: unknown }> }).content;
  if (!content) return [[undefined, entry]];
  return Object.entries(content).map(([type, { schema }]) => [type, schema]);
}

describe('every route schema compiles', () => {
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    const t = await createTestApp({}, { onRoute: (route: RouteOptions) => routes.push(route) });
    await t.close();
  });

  it('found the route table', () => {
    expect(routes.filter((route) => route.schema).length).toBeGreaterThan(40);
  });

  it('compiles each validator and each response serializer', () => {
    const buildSerializer = SerializerSelector()({}, {});
    let compiled = 0;
    const failures: string[] = [];
    const attempt = (what: string, compile: () => unknown) => {
      try {
        compile();
        compiled += 1;
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message}`);
      }
    };
    for (const route of routes) {
      const schema = (route.schema ?? {}) as Schemas;
      const where = `${String(route.method)} ${route.url}`;
      for (const part of REQUEST_PARTS) {
        for (const [contentType, partSchema] of byContentType(schema[part])) {
          const validate = validatorCompiler({
            schema: partSchema as TSchema,
            httpPart: part,
            method: String(route.method),
            url: route.url,
            ...(contentType ? { contentType } : {}),
          });
          attempt(`${where} ${part} ${contentType ?? ''}`, () => validate({}));
        }
      }
      for (const [status, entry] of Object.entries((schema.response ?? {}) as Schemas)) {
        for (const [, response] of byContentType(entry)) {
          attempt(`${where} ${status}`, () =>
            buildSerializer({
              schema: response as Schemas,
              method: String(route.method),
              url: route.url,
              httpStatus: status,
            }),
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(compiled).toBeGreaterThan(100);
  });
});
