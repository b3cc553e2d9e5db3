import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * Wraps `compile` so it runs on the first call and never again; the compiled function serves
 * every later call.
 */
function compileOnFirstUse<Args extends unknown[], Result>(
  compile: () => (...args: Args) => Result,
): (...args: Args) => Result {
  let compiled: ((...args: Args) => Result) | undefined;
  return (...args) => (compiled ??= compile())(...args);
}

const buildDefaultSerializers = SerializerSelector();

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled when its route first
 * answers instead of all at start (decision 054): an instance that restarts after a crash serves
 * sooner, and one that never answers a route never pays for it.
 */
export const buildLazySerializers: typeof buildDefaultSerializers = (externalSchemas, options) => {
  const compile = buildDefaultSerializers(externalSchemas, options);
  return (route) => compileOnFirstUse(() => compile(route));
};
