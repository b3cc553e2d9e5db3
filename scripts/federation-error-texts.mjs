/**
 * Stands in for `@module-federation/error-codes/dist/desc.mjs` in production builds (decision
 * 049): the one-line English texts of Module Federation's error codes were 0.3 KB gzip in the
 * shell's runtime chunk and again in every remote container. An error keeps its code
 * (`#RUNTIME-008`), its arguments and the link to the page that explains it.
 */
const TEXT = 'Module Federation error';

const texts = new Proxy({}, { get: (_, code) => (typeof code === 'string' ? TEXT : undefined) });

export const runtimeDescMap = texts;
export const typeDescMap = texts;
export const buildDescMap = texts;
export const errorDescMap = texts;
