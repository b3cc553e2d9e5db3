import * as contract from '@rewards/contract';
import { Kind, type TSchema } from '@sinclair/typebox';

// The contract's exported object schemas, named as exported (User, WithdrawalResponse, ...), so
// the OpenAPI document holds each shape once under components.schemas and refers to it. Routes
// embed the schemas by value (TypeBox composes copies), so a shape is recognised by its JSON.

type JsonSchema = Record<string, unknown>;

const isNamedCandidate = (value: unknown): value is TSchema =>
  typeof value === 'object' &&
  value !== null &&
  Kind in value &&
  (value as JsonSchema).type === 'object' &&
  (value as JsonSchema).properties !== undefined;

/** JSON with sorted keys (TypeBox's symbol keys drop out), so equal shapes compare equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as JsonSchema)[k]]),
        )
      : v,
  );
}

/** Canonical JSON -> the first export name with that shape. */
const NAMES = new Map<string, string>();
const SCHEMAS = new Map<string, TSchema>();
for (const [name, value] of Object.entries(contract)) {
  if (!isNamedCandidate(value)) continue;
  const key = canonicalJson(value);
  if (NAMES.has(key)) continue;
  NAMES.set(key, name);
  SCHEMAS.set(name, value);
}

export const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A copy of `schema` in which every named contract shape is a $ref (`used` collects the names);
 * `keepRoot` leaves the top level inline (a component's own body).
 */
export function withRefs(schema: unknown, used: Set<string>, keepRoot = false): unknown {
  if (schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((item) => withRefs(item, used));
  if (!keepRoot) {
    const name = NAMES.get(canonicalJson(schema));
    if (name !== undefined) {
      used.add(name);
      return componentRef(name);
    }
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withRefs(value, used)]),
  );
}

/** The component bodies of `used` and of every name they refer to in turn. */
export function namedComponents(used: Set<string>): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (name in components) continue;
    const inner = new Set<string>();
    components[name] = toOpenApi30(withRefs(SCHEMAS.get(name), inner, true));
    pending.push(...inner);
  }
  return Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * What @fastify/swagger does to inline schemas, and what it misses: OpenAPI 3.0 has no `const`
 * (an enum of one), one `example` (not `examples`), `nullable` instead of a `null` type, and
 * `additionalProperties` instead of `patternProperties`.
 */
export function toOpenApi30(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map(toOpenApi30);
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'const') out.enum = [value];
    else if (key === 'examples' && Array.isArray(value)) out.example = value[0];
    else if (key === 'patternProperties')
      out.additionalProperties = toOpenApi30(Object.values(value as JsonSchema)[0]);
    else if (key !== '$id') out[key] = toOpenApi30(value);
  }
  return Array.isArray(out.anyOf) ? nullableOf(out) : out;
}

/** anyOf [X, null] -> X with nullable: true (a $ref cannot have siblings in 3.0: allOf). */
function nullableOf(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf as JsonSchema[];
  const rest = options.filter((option) => option.type !== 'null');
  if (rest.length === options.length) return schema;
  const { anyOf: _anyOf, ...others } = schema;
  const [only] = rest;
  if (rest.length > 1 || only === undefined) return { ...others, anyOf: rest, nullable: true };
  return '$ref' in only
    ? { ...others, allOf: [only], nullable: true }
    : { ...others, ...only, nullable: true };
}
