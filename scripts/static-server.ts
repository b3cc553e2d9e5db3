/**
 * Production static server for one built app. Serves `dist/` with long-lived caching for
 * content-hashed files and `no-cache` for the files a redeploy changes in place (index.html,
 * mf-manifest.json, remoteEntry.js, remotes.json); allows cross-origin reads so the shell can
 * load a remote from another port; proxies `/api` to the API so the session cookie stays
 * first-party on the page's own origin.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { proxyToApi } from './api-proxy';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED_FILE = /\.[0-9a-f]{8}\./;

export interface StaticServerOptions {
  distDir: string;
  port: number;
  /** The API instance for each proxied request (see api-upstreams.ts). */
  apiUrl: () => string;
  /** Serve index.html for unknown paths (client-side routing). */
  spaFallback: boolean;
}

interface CachedFile {
  body: Buffer;
  gzipped: Buffer | null;
  contentType: string;
  cacheControl: string;
}

function loadFile(filePath: string): CachedFile {
  const ext = path.extname(filePath);
  const body = fs.readFileSync(filePath);
  const name = path.basename(filePath);
  return {
    body,
    gzipped: COMPRESSIBLE.has(ext) ? zlib.gzipSync(body, { level: 9 }) : null,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    cacheControl: HASHED_FILE.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
}

export function createStaticServer(options: StaticServerOptions): http.Server {
  const root = path.resolve(options.distDir);
  const cache = new Map<string, { mtimeMs: number; file: CachedFile }>();

  function resolveFile(urlPath: string): string | null {
    const decoded = decodeURIComponent(urlPath);
    const candidate = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    if (!candidate.startsWith(root)) return null;
    try {
      const stat = fs.statSync(candidate);
      if (stat.isFile()) return candidate;
    } catch {
      // not found: fall through
    }
    return null;
  }

  function getFile(filePath: string): CachedFile {
    const mtimeMs = fs.statSync(filePath).mtimeMs;
    const hit = cache.get(filePath);
    if (hit && hit.mtimeMs === mtimeMs) return hit.file;
    const file = loadFile(filePath);
    cache.set(filePath, { mtimeMs, file });
    return file;
  }

  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      proxyToApi(request, response, options.apiUrl());
      return;
    }
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let filePath = resolveFile(url.pathname === '/' ? '/index.html' : url.pathname);
    if (!filePath && options.spaFallback && !path.extname(url.pathname)) {
      filePath = resolveFile('/index.html');
    }
    if (!filePath) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const file = getFile(filePath);
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = acceptsGzip && file.gzipped ? file.gzipped : file.body;
    response.writeHead(200, {
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(body === file.gzipped ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}
