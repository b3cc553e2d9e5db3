import {
  Kind,
  type Static,
  type TProperties,
  type TSchema,
  Type,
  TypeRegistry,
} from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

// Building blocks shared by every route schema. Every object is closed
// (additionalProperties: false) so unknown request fields are a 400, not silently kept.

export const StrictObject = <T extends TProperties>(
  properties: T,
  options: { description?: string } = {},
) => Type.Object(properties, { additionalProperties: false, ...options });

// Response-only kinds, registered so TypeBox's own checks (Value.Check in the fixture tests)
// understand them; fast-json-stringify and OpenAPI read only their JSON keywords.
const NULLABLE = 'Nullable';
const STRING_ENUM = 'StringEnum';
const Inner = Symbol('Nullable.inner');
TypeRegistry.Set<{ [Inner]: TSchema }>(
  NULLABLE,
  (schema, value) => value === null || Value.Check(schema[Inner], value),
);
TypeRegistry.Set<{ enum: string[] }>(
  STRING_ENUM,
  (schema, value) => typeof value === 'string' && schema.enum.includes(value),
);

/**
 * Response-only nullable: `nullable: true` keeps fast-json-stringify on its fast path
 * (an anyOf would validate every value) and is what OpenAPI 3.0 expects.
 */
export const Nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<T['static'] | null>({ ...schema, nullable: true, [Kind]: NULLABLE, [Inner]: schema });

/**
 * Response-only string enum. A TypeBox union of literals becomes an anyOf, which
 * fast-json-stringify checks value by value (slow on 100k rows); a plain enum is just a
 * string to it. Request schemas keep unions, which TypeBox's validator understands.
 */
export const StringEnum = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], [Kind]: STRING_ENUM });

export const IdParams = StrictObject({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC' });
export const Money = Type.String({
  pattern: '^\\d+\\.\\d{2}$',
  description: 'Decimal string, 2 places',
  examples: ['1250.00'],
});

export const ErrorBody = StrictObject({
  success: Type.Literal(false),
  message: Type.String(),
  error: Type.Optional(
    Type.String({ description: 'Same text as message; quiz and video routes only' }),
  ),
  reason: Type.Optional(
    Type.String({
      description:
        'Why a money decision was refused: already_decided, needs_second_approver, not_permitted, changed_meanwhile',
    }),
  ),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const SuccessMessage = StrictObject({ success: Type.Literal(true), message: Type.String() });
export type SuccessMessage = Static<typeof SuccessMessage>;

type ErrorCode = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/** A route's success schema plus the error codes it can answer with (400/401/403/500 always). */
export function responses<T extends Record<number, TSchema>>(ok: T, errorCodes: ErrorCode[] = []) {
  const errors: Partial<Record<ErrorCode, typeof ErrorBody>> = {};
  // 403: any protected route answers it to a role without the route's permission.
  for (const code of [400, 401, 403, ...errorCodes, 500] as ErrorCode[]) errors[code] = ErrorBody;
  // Typed as if every code were present, so handlers may return any of the declared bodies.
  return { ...errors, ...ok } as T & Record<ErrorCode, typeof ErrorBody>;
}

// Characters that show nothing: whitespace, control characters (NUL included), and the
// zero-width, direction and filler marks. Text needs at least one character outside this set.
const INVISIBLE = String.raw`\s\x00-\x1f\x7f-\x9f\xad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0`;
// Well-formed UTF-16: a surrogate only as a high+low pair (a lone one cannot be stored as UTF-8),
// and no NUL, which PostgreSQL's text type cannot hold (SQLite could: one rule for both).
const WELL_FORMED = String.raw`(?:[^\ud800-\udfff\x00]|[\ud800-\udbff][\udc00-\udfff])*`;

/** Matches text with at least one visible character (the error message tells blank from NUL). */
// eslint-disable-next-line no-misleading-character-class -- single invisible code points, never combined
export const HAS_VISIBLE = new RegExp(`[^${INVISIBLE}]`);

/** Not blank (something visible) and well-formed; the API's messages key on this exact value. */
export const NON_BLANK = `^(?=[\\s\\S]*[^${INVISIBLE}])${WELL_FORMED}$`;

/** Non-blank text: at least one visible character, no lone surrogates, bounded length. */
export const Text = (maxLength: number, field: string) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: NON_BLANK,
    description: `${field}, 1-${maxLength} characters, not blank`,
  });
