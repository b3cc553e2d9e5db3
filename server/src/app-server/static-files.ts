/**
 * The files of one built app: `dist/` with its cache policy and the SPA fallback
 * (index.html for any path without an extension, or any a browser opens as a page, so
 * client-side routes load on refresh).
 * A server that renders HTML routes registers them before this and they take precedence.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import path from 'node:path';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { sendNotFound } from './error-answers';

export interface StaticFileOptions {
  distDir: string;
  /** Serve index.html for unknown paths without an extension (client-side routing). */
  spaFallback: boolean;
  /** Sends the page for a client route (the shell composes its own); default: index.html. */
  sendPage?: (reply: FastifyReply, pathname: string) => Promise<FastifyReply>;
}

export async function registerStaticFiles(
  app: FastifyInstance,
  options: StaticFileOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(options.distDir),
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      void reply.header('Cache-Control', cacheControlFor(path.basename(filePath)));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '/';
    // A browser opening an address asks for HTML: `/user-table/1.5` is a client route whose
    // page says "User not found" (the admin review), not a missing file, though it has a dot.
    const navigation = /\btext\/html\b/.test(request.headers.accept ?? '');
    if (options.spaFallback && wantsPage && (path.extname(pathname) === '' || navigation)) {
      if (options.sendPage) return options.sendPage(reply, pathname);
      return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
    }
    return sendNotFound(reply);
  });
}
