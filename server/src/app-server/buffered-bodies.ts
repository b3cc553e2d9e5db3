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

const bytesOfBody = new WeakMap<Readable, Buffer>();

/** The body again, as a new stream: for a request sent to a second API instance. */
export function bufferedBodyAgain(body: unknown): Readable | undefined {
  const bytes = body instanceof Readable ? bytesOfBody.get(body) : undefined;
  return bytes && bodyStream(bytes);
}

// A stream, not the Buffer: reply-from would send a Buffer as JSON ({"type":"Buffer",...}).
function bodyStream(bytes: Buffer): Readable {
  const stream = Readable.from([bytes], { objectMode: false });
  bytesOfBody.set(stream, bytes);
  return stream;
}

export function bufferBodies(scope: FastifyInstance, limits?: ServerLimits): void {
  // No parsing: the API gets the bytes it was sent (its parser decides what is valid JSON).
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_BUFFERED_BODY_BYTES },
    (_request, body, done) => done(null, bodyStream(body as Buffer)),
  );
  if (limits) applyBodyTimeout(scope, limits);
}
