import type { TSchema } from '@sinclair/typebox';
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import { type ValueError, ValueErrorType } from '@sinclair/typebox/errors';
import type { FastifySchemaCompiler } from 'fastify';
import { HAS_VISIBLE, NON_BLANK, registerFormats } from '@rewards/contract';

// Validation runs through TypeBox's compiler rather than Fastify's Ajv: it never coerces or
// strips a body (a string "true" stays a wrong type, an extra field stays an error), while
// params and querystring are converted from their URL text first (see convertUrlValues).

registerFormats();

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Schemas may carry a ready-made message for any failure on that field. */
export const ERROR_MESSAGE_KEY = 'x-error-message';

interface FriendlyError {
  message: string;
  instancePath: string;
}

function fieldName(path: string, httpPart: string): string {
  if (path === '') return httpPart === 'body' ? 'Request body' : httpPart;
  return path.slice(1).replace(/\//g, '.');
}

function describe(error: ValueError, httpPart: string): string {
  const custom = (error.schema as Record<string, unknown>)[ERROR_MESSAGE_KEY];
  if (typeof custom === 'string') return custom;
  const field = fieldName(error.path, httpPart);
  const s = error.schema as Record<string, unknown>;
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `${field} is required`;
    case ValueErrorType.ObjectAdditionalProperties:
      return `${field} is not an allowed field`;
    case ValueErrorType.Object:
      return `${field} must be an object`;
    case ValueErrorType.String:
      return `${field} must be a string`;
    case ValueErrorType.Boolean:
      return `${field} must be true or false`;
    case ValueErrorType.Integer:
      return `${field} must be an integer`;
    case ValueErrorType.Number:
      return `${field} must be a number`;
    case ValueErrorType.StringMaxLength:
      return `${field} must be at most ${String(s.maxLength)} characters`;
    case ValueErrorType.StringMinLength:
      return s.minLength === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(s.minLength)} characters`;
    case ValueErrorType.StringFormat:
      return `${field} must be a valid ${String(s.format)}`;
    case ValueErrorType.StringPattern:
      if (s.pattern === NON_BLANK && typeof error.value === 'string') {
        if (LONE_SURROGATE.test(error.value))
          return `${field} contains invalid characters (a lone UTF-16 surrogate)`;
        return HAS_VISIBLE.test(error.value)
          ? `${field} contains invalid characters (NUL)`
          : `${field} must not be blank`;
      }
      return `${field} has an invalid format`;
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return `${field} must be at least ${String(s.minimum)}`;
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return `${field} must be at most ${String(s.maximum)}`;
    case ValueErrorType.Union:
    case ValueErrorType.Literal: {
      const options = Array.isArray(s.anyOf)
        ? (s.anyOf as { const?: unknown }[]).map((o) => o.const)
        : [s.const];
      const literals = options.filter((o) => o !== undefined);
      return literals.length > 0
        ? `${field} must be one of: ${literals.join(', ')}`
        : `${field} is invalid`;
    }
    default:
      return `${field} is invalid`;
  }
}

/** Most specific first: an unknown or missing field says more than "body is invalid". */
function rank(error: ValueError): number {
  if (error.type === ValueErrorType.ObjectAdditionalProperties) return 0;
  if (error.type === ValueErrorType.ObjectRequiredProperty) return 1;
  return error.path === '' ? 3 : 2;
}

/**
 * URL params and query values arrive as text. Convert only exact spellings ("12" -> 12,
 * "true" -> true); anything else ("1.5" for an integer, "yes" for a boolean) stays a string
 * and fails validation. (TypeBox's Value.Convert would truncate "1.5" to 1.)
 */
function convertUrlValues(schema: TSchema, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const properties =
    (schema as { properties?: Record<string, { type?: string }> }).properties ?? {};
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, raw] of Object.entries(out)) {
    const type = properties[key]?.type;
    if (typeof raw !== 'string') continue;
    if (type === 'integer' && /^-?\d{1,20}$/.test(raw)) out[key] = Number(raw);
    else if (type === 'number' && /^-?\d{1,20}(\.\d{1,20})?$/.test(raw)) out[key] = Number(raw);
    else if (type === 'boolean' && (raw === 'true' || raw === 'false')) out[key] = raw === 'true';
  }
  return out;
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({
  schema,
  httpPart,
  contentType,
}) => {
  // Multipart bodies are parsed and checked by the handler that streams them.
  if (contentType === 'multipart/form-data') return (value: unknown) => ({ value });
  // Compiled when the route is first called, like its serializers (decision 054).
  let compiled: TypeCheck<TSchema> | undefined;
  const part = httpPart ?? 'body';
  return (value: unknown) => {
    const check = (compiled ??= TypeCompiler.Compile(schema));
    const input = part === 'body' ? value : convertUrlValues(schema, value);
    if (check.Check(input)) return { value: input };
    const errors = [...check.Errors(input)].sort((a, b) => rank(a) - rank(b));
    const friendly: FriendlyError[] = errors
      .slice(0, 5)
      .map((e) => ({ message: describe(e, part), instancePath: e.path }));
    return { error: friendly as unknown as Error };
  };
};

/** Fastify's schemaErrorFormatter: the first (most specific) friendly message. */
export function formatSchemaError(errors: { message?: string }[]): Error {
  return new Error(errors[0]?.message ?? 'Invalid request');
}
