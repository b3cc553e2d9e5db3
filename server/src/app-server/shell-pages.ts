/**
 * The shell's HTML: every page it serves is composed per request (compose-page.ts) from the
 * deployed index.html and remotes.json, re-read when either changes on disk, so a redeploy
 * that edits remotes.json is picked up without a restart. Public routes carry the public
 * remote's server-rendered page; admin routes stay client-rendered.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTE_ROUTES } from '@rewards/contract/routes';
import { publicRemotesJson, type RemoteOrigins } from '../config/remote-origins';
import { REVALIDATE } from './cache-policy';
import { composePage } from './compose-page';
import { sendNotFound } from './error-answers';
import { exposedScriptsOf, FRAMEWORK_CHUNK, preloadLinks, remoteRouteOf } from './preload-hints';
import { createPublicPages } from './public-pages';
import { createRemoteManifests } from './remote-manifests';

export interface ShellPagesOptions {
  distDir: string;
  /** A fetched page or remote manifest is revalidated in the background once older than this. */
  ssrMaxAgeMs?: number;
  /** How long a first request waits for the public remote before rendering on the client. */
  ssrTimeoutMs?: number;
  /** How long a page waits for a remote's manifest it has no copy of, for its preload hints. */
  hintsTimeoutMs?: number;
  /** Each remote's public origin (REMOTE_ORIGINS): every remote URL the shell uses or names. */
  remoteOrigins?: RemoteOrigins;
}

/** A text file's contents, re-read only when its modification time changes. */
function watchedText(file: string): () => string {
  let stamp = -1;
  let text = '';
  return () => {
    const current = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (current !== stamp) {
      text = current ? fs.readFileSync(file, 'utf8') : '';
      stamp = current;
    }
    return text;
  };
}

const PUBLIC_ROUTES = REMOTE_ROUTES.filter((route) => route.area === 'public');

export type SendShellPage = (reply: FastifyReply, route?: string) => Promise<FastifyReply>;

export function registerShellPages(
  app: FastifyInstance,
  options: ShellPagesOptions,
): SendShellPage {
  const indexHtml = watchedText(path.join(options.distDir, 'index.html'));
  const builtRemotesJson = watchedText(path.join(options.distDir, 'remotes.json'));
  const remotesJson = () => publicRemotesJson(builtRemotesJson(), options.remoteOrigins ?? {});
  // The page inlines it; the client asks for the file only when it is not inlined.
  app.get('/remotes.json', (_request, reply) => {
    const text = remotesJson();
    if (text === '') return sendNotFound(reply);
    return reply.header('Cache-Control', REVALIDATE).type('application/json').send(text);
  });
  // The shell has no mf-manifest.json since it is built without the federation plugin
  // (decision 043): its framework chunk is found in its folder, again after each new build.
  let framework = { html: '', file: undefined as string | undefined };
  const frameworkChunk = () => {
    const html = indexHtml();
    if (html !== framework.html)
      framework = {
        html,
        file: fs.readdirSync(options.distDir).find((file) => FRAMEWORK_CHUNK.test(file)),
      };
    return framework.file;
  };
  const remotes = () => JSON.parse(remotesJson() || '{}') as Record<string, string>;
  const pagesByRemote = new Map(
    [...new Set(PUBLIC_ROUTES.map((route) => route.app))].map((remote) => [
      remote,
      createPublicPages({
        manifestUrl: () => remotes()[remote],
        maxAgeMs: options.ssrMaxAgeMs ?? 10_000,
        timeoutMs: options.ssrTimeoutMs ?? 1_500,
      }),
    ]),
  );

  const manifestAt = createRemoteManifests({
    maxAgeMs: options.ssrMaxAgeMs ?? 10_000,
    timeoutMs: options.hintsTimeoutMs ?? 300,
  });

  /** The route's remote's manifest URL and, read from it, the scripts its page needs. */
  async function remoteHints(route: string | undefined) {
    const entry = remoteRouteOf(route);
    const manifestUrl = entry ? remotes()[entry.app] : undefined;
    if (!entry || !manifestUrl) return {};
    const manifest = await manifestAt(manifestUrl);
    return {
      remoteManifestUrl: manifestUrl,
      exposedScripts: exposedScriptsOf(manifest, manifestUrl, entry.module),
    };
  }

  const send: SendShellPage = async (reply, route) => {
    const remote = PUBLIC_ROUTES.find((entry) => entry.path === route)?.app;
    const [page, remoteTargets] = await Promise.all([
      remote && route ? pagesByRemote.get(remote)?.(route) : undefined,
      remoteHints(route),
    ]);
    // A page with the remote's own client needs none of the shell's scripts (decision 043).
    const hints = page?.clientScript
      ? ''
      : preloadLinks({ frameworkChunk: frameworkChunk(), ...remoteTargets });
    return reply
      .header('Cache-Control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(composePage(indexHtml(), remotesJson() || '{}', page, hints));
  };
  for (const route of PUBLIC_ROUTES) {
    app.get(route.path, (_request, reply) => send(reply, route.path));
  }
  return send;
}
