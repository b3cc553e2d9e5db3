/**
 * The Content-Security-Policy of one served app (docs/security.md#headers). Scripts run only
 * from the app's own origin and, for the shell, the remotes' origins in its deployed
 * remotes.json; an inline script runs only if its hash is listed (none today). Both are read
 * from the dist folder whenever those files change, because a deploy may edit remotes.json
 * without restarting the server.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { publicRemotesJson, type RemoteOrigins } from '../config/remote-origins';

// The content remote's video player embeds this host (mfe-content/src/features/task-list/youtube.ts).
const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export interface PolicySources {
  /** Origins the shell loads remotes from (empty for a remote). */
  remoteOrigins: string[];
  /** 'sha256-...' sources of the inline scripts in index.html. */
  inlineScriptHashes: string[];
}

/** The origins of every remote listed in a remotes.json text. */
export function remoteOriginsOf(remotesJson: string): string[] {
  const entries = Object.values(JSON.parse(remotesJson) as Record<string, string>);
  return [...new Set(entries.map((url) => new URL(url).origin))];
}

/** Hash sources of every <script> without src in an HTML document. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export function buildPolicy(sources: PolicySources): string {
  const remotes = sources.remoteOrigins;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...sources.inlineScriptHashes],
    // Chakra's emotion inserts <style> elements at run time and sets style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Remote manifests are fetched from the remotes; everything else goes through /api.
    'connect-src': ["'self'", ...remotes],
    // Uploaded images come from /api/uploads; QR codes are data: URLs; previews are blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'frame-src': [VIDEO_EMBED_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The current policy of the app served from `distDir`, re-read when its inputs change; the
 * shell's remotes at their public origins (REMOTE_ORIGINS), as its pages name them.
 */
export function policyOf(
  distDir: string,
  role: 'host' | 'remote',
  publicOrigins: RemoteOrigins = {},
): () => string {
  const remotesFile = path.join(distDir, 'remotes.json');
  const indexFile = path.join(distDir, 'index.html');
  let key = '';
  let policy = '';
  const stamp = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  return () => {
    const current = `${stamp(remotesFile)}:${stamp(indexFile)}`;
    if (current !== key) {
      const remotesJson =
        role === 'host' ? publicRemotesJson(read(remotesFile), publicOrigins) : '';
      policy = buildPolicy({
        remoteOrigins: remotesJson ? remoteOriginsOf(remotesJson) : [],
        inlineScriptHashes: inlineScriptHashesOf(read(indexFile)),
      });
      key = current;
    }
    return policy;
  };
}
