import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { notFound } from './http-error';

/**
 * Streams a stored file with its real content type. nosniff stops a browser from
 * second-guessing the type (e.g. running an image that is really HTML); names are random
 * and never reused, so the file may be cached privately.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  filePath: string,
  mime: string,
  missingMessage: string,
): Promise<FastifyReply> {
  const stat = await fs.promises.stat(filePath).catch(() => null);
  if (!stat || !stat.isFile()) throw notFound(missingMessage);
  return reply
    .header('content-type', mime)
    .header('content-length', stat.size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=86400, immutable')
    .send(fs.createReadStream(filePath));
}
