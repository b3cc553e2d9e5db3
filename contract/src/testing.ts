import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { registerFormats } from './api/formats';

registerFormats();

/**
 * Where `value` departs from `schema`, one line per problem ("/coin: Expected string to match
 * ..."); empty when it conforms. Tests compare it with [] so a drifting fixture names its field.
 */
export function schemaErrors(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].map((e) => `${e.path || '/'}: ${e.message}`);
}
