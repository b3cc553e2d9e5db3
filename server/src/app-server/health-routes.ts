/**
 * `/healthz` (the process answers: liveness) and `/readyz` (it can serve pages: readiness) of
 * an app server. Before these the SPA fallback answered both with the page and 200.
 * Ready means: the files it serves are readable (the shell's remotes.json, a remote's
 * remoteEntry.js) and, for the shell, at least one API instance answers its `/healthz`.
 * The shell's answer also names the API instances its proxy took out of rotation.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiInstanceHealth } from './api-instances';

export interface HealthOptions {
  distDir: string;
  role: 'host' | 'remote';
  apiUrls?: readonly string[];
  /** How long an API check may take before it counts as down. */
  apiTimeoutMs?: number;
  /** The proxy's view of the instances (api-instances.ts). */
  apiHealth?: ApiInstanceHealth;
}

type Check = () => Promise<string | undefined>;

async function readable(file: string): Promise<string | undefined> {
  try {
    await fs.access(file, fs.constants.R_OK);
    return undefined;
  } catch {
    return `${path.basename(file)} is not readable`;
  }
}

async function anyApiUp(urls: readonly string[], timeoutMs: number): Promise<string | undefined> {
  const up = await Promise.all(
    urls.map((url) =>
      fetch(`${url}/healthz`, { signal: AbortSignal.timeout(timeoutMs) }).then(
        (response) => response.ok,
        () => false,
      ),
    ),
  );
  return up.includes(true) ? undefined : 'the API is not reachable';
}

/**
 * How long one API check answers every `/readyz`: the route is public, and each call asked
 * every API instance (the attack review: anyone could make the shell call the API without a limit).
 */
export const API_CHECK_CACHE_MS = 1_000;

/** `check`'s answer, shared by every caller within `ms` of its start (a running one too). */
function cachedFor(ms: number, check: Check): Check {
  let last: { at: number; answer: Promise<string | undefined> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ms) last = { at: now, answer: check() };
    return last.answer;
  };
}

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const checks: Record<string, Check> = {
    files: () =>
      readable(
        path.join(options.distDir, options.role === 'host' ? 'remotes.json' : 'remoteEntry.js'),
      ),
  };
  if (options.apiUrls?.length) {
    const urls = options.apiUrls;
    checks.api = cachedFor(API_CHECK_CACHE_MS, () => anyApiUp(urls, options.apiTimeoutMs ?? 2_000));
  }
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const names = Object.keys(checks);
    const failures = await Promise.all(names.map((name) => checks[name]?.()));
    const problems = failures.filter((failure): failure is string => failure !== undefined);
    const out = options.apiHealth?.outOfRotation() ?? [];
    return reply
      .code(problems.length ? 503 : 200)
      .headers(noStore)
      .send({
        ...(problems.length ? { status: 'not ready', problems } : { status: 'ready' }),
        ...(out.length && { apiInstancesOut: out }),
      });
  });
}
