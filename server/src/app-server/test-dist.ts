/**
 * For the app-server tests: a small built app in a temp folder, shaped like a real dist/, the
 * shell serving it, and servers listening on loopback.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAppServer } from './app-server';

export const HASHED_CHUNK = 'main.0123abcd.js';
export const EXPOSED_CHUNK = '__federation_expose_Page.89abcdef.js';
// Ports no platform listens on: a platform started beside the tests (CI runs the end-to-end
// suite beside jest) must not answer for these remotes (its public remote would render pages).
export const REMOTE_ORIGINS = ['http://localhost:3901', 'http://localhost:3904'];
/** The shell's origins, as APP_ORIGINS configures them; pages are opened from the first. */
export const SHELL_ORIGIN = 'http://localhost:3000';
export const APP_ORIGINS = [SHELL_ORIGIN, 'http://127.0.0.1:3000'];

/** Directive name -> its sources, from a Content-Security-Policy header. */
export function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

export function makeDist(role: 'host' | 'remote', inlineScript = ''): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `app-server-${role}-`));
  const inline = inlineScript ? `<script>${inlineScript}</script>` : '';
  const files: Record<string, string> = {
    // Shaped like scripts/app-template.html: the shell's server fills the title, description and root.
    'index.html': `<!doctype html><html><head><meta name="description" content="The app." /><title>App</title>${inline}<script defer src="/${HASHED_CHUNK}"></script></head><body><noscript>This site needs JavaScript to run.</noscript><div id="root"></div></body></html>`,
    // Big enough to be compressed.
    [HASHED_CHUNK]: `console.log(${JSON.stringify('x'.repeat(4096))});`,
  };
  if (role === 'host') {
    files['remotes.json'] = JSON.stringify({
      mfe_users: `${REMOTE_ORIGINS[0]}/mf-manifest.json`,
      mfe_public: `${REMOTE_ORIGINS[1]}/mf-manifest.json`,
    });
  } else {
    files['mf-manifest.json'] = JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    });
    files['remoteEntry.js'] = 'var remote = {};';
  }
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  return dir;
}

/** Points the shell's remotes.json elsewhere, as a deploy does (read again on its next page). */
export function pointRemotesAt(distDir: string, remotes: Record<string, string>) {
  const file = path.join(distDir, 'remotes.json');
  fs.writeFileSync(file, JSON.stringify(remotes));
  // A later modification time than any earlier write, as a deploy's rename gives.
  fs.utimesSync(file, new Date(), new Date(Date.now() + Math.random() * 100_000));
}

/**
 * The shell serving its pages from `distDir`, rendering public routes with no page cache. A
 * page waits up to 5 s for a stand-in remote's manifest (production: 300 ms), so a loaded CI
 * machine does not turn a slow loopback fetch into a page without its hints.
 */
export const startShell = (
  distDir: string,
  {
    ssrTimeoutMs = 200,
    hintsTimeoutMs = 5_000,
  }: { ssrTimeoutMs?: number; hintsTimeoutMs?: number } = {},
) =>
  createAppServer({
    distDir,
    role: 'host',
    appOrigins: [SHELL_ORIGIN],
    spaFallback: true,
    ssr: { ssrMaxAgeMs: 0, ssrTimeoutMs, hintsTimeoutMs },
  });

/** Listens on a free loopback port; answers the port. */
export async function listenPort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Listens on a free loopback port; answers the server's base URL. */
export const listenUrl = async (app: FastifyInstance) =>
  `http://127.0.0.1:${await listenPort(app)}`;
