import type { FastifyReply } from 'fastify';
import type { StoredFile } from './upload-store';
import { notFound } from '../lib/http-error';

/**
 * Streams a stored file with its real content type. nosniff stops a browser from
 * second-guessing the type (e.g. running an image that is really HTML); names are random
 * and never reused, so the file may be cached privately.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile | null,
  mime: string,
  missingMessage: string,
): FastifyReply {
  if (!file) throw notFound(missingMessage);
  return reply
    .header('content-type', mime)
    .header('content-length', file.size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=86400, immutable')
    .send(file.stream);
}
