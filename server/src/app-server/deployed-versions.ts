/**
 * A remote's published versions (decision 017): `/versions/<version>/...` from its deploy
 * folder, next to the files of its current dist/. A version folder is never rewritten once
 * published (scripts/deploy/), so every file under it, mf-manifest.json and remoteEntry.js
 * included, is cached for a year; only the shell's remotes.json says which version is live.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { IMMUTABLE } from './cache-policy';

export const VERSIONS_PREFIX = '/versions/';

export async function registerDeployedVersions(
  app: FastifyInstance,
  versionsDir: string,
): Promise<void> {
  // A deploy may create it while the server runs; @fastify/static needs it to exist at start.
  fs.mkdirSync(versionsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(versionsDir),
    prefix: VERSIONS_PREFIX,
    decorateReply: false,
    cacheControl: false,
    // Files only: a version folder has no index and is never listed.
    index: false,
    setHeaders: (reply) => void reply.header('Cache-Control', IMMUTABLE),
  });
}
