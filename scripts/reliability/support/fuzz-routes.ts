/** The API's mutating routes, read from its own OpenAPI document so a new route is fuzzed too. */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  nullable?: boolean;
}

export interface MutatingRoute {
  method: string;
  /** OpenAPI template, e.g. "/api/users/{id}/trust". */
  template: string;
  params: string[];
  /** The JSON body schema, when the route takes JSON. */
  jsonBody: JsonSchema | null;
  multipart: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

export async function mutatingRoutes(apiUrl: string): Promise<MutatingRoute[]> {
  const response = await fetch(`${apiUrl}/api/docs/json`);
  if (!response.ok) throw new Error(`GET /api/docs/json answered ${response.status}`);
  const doc = (await response.json()) as {
    paths: Record<string, Record<string, unknown>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const resolve = (schema: unknown) => inlineRefs(schema, doc.components?.schemas ?? {});
  return Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.entries(operations)
      .filter(([method]) => MUTATING.has(method))
      .map(([method, raw]) => {
        const operation = raw as OpenApiOperation;
        const content = operation.requestBody?.content ?? {};
        return {
          method: method.toUpperCase(),
          template,
          params: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
          jsonBody: (resolve(content['application/json']?.schema) as JsonSchema) ?? null,
          multipart: 'multipart/form-data' in content,
        };
      }),
  );
}

/** The schema with every `#/components/schemas/X` reference replaced by X (decision 034). */
function inlineRefs(schema: unknown, components: Record<string, unknown>): unknown {
  if (schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, components));
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/'))
    return inlineRefs(components[ref.slice('#/components/schemas/'.length)], components);
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, inlineRefs(value, components)]),
  );
}

/** A value the schema accepts, as the starting point the fuzzer breaks one piece of. */
export function validValue(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return validValue(schema.anyOf[0]);
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.pattern?.includes('@')) return 'fuzz.user@okaxis';
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value)]),
      );
    case 'array':
      return [];
    default:
      return 'Fuzz value';
  }
}

export function routePath(route: MutatingRoute, param: string): string {
  return route.params.reduce((path, name) => path.replace(`{${name}}`, param), route.template);
}
