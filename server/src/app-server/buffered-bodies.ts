/**
 * Ordinary `/api` bodies (small JSON, a form) are read whole at the shell before the API is
 * asked, within the body timeout (BODY_TIMEOUT_MS, 408 beyond): a client trickling a body
 * holds a connection to the shell, never one of the proxy's connections to the API.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { applyBodyTimeout, type ServerLimits } from '@rewards/http-edge';

/** The API's own body limit (api/src/app.ts): the UPI QR code as a data URL. */
export const MAX_BUFFERED_BODY_BYTES = 3 * 1024 * 1024;

export function bufferBodies(scope: FastifyInstance, limits?: ServerLimits): void {
  // No parsing: the API gets the bytes it was sent (its parser decides what is valid JSON).
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_BUFFERED_BODY_BYTES },
    (_request, body, done) => done(null, Readable.from([body], { objectMode: false })),
  );
  if (limits) applyBodyTimeout(scope, limits);
}
