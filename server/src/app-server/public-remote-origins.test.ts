import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { REMOTES_ELEMENT_ID } from '@rewards/contract/routes';
import { createAppServer } from './app-server';
import { directives, makeDist, pointRemotesAt, REMOTE_ORIGINS, SHELL_ORIGIN } from './test-dist';

const USERS_ORIGIN = 'https://users.example.com';
// As a deploy writes it: a published version on the remote's own server.
const DEPLOYED = `${REMOTE_ORIGINS[0]}/versions/2026-12-02-abc/mf-manifest.json`;
const PUBLIC_DEPLOYED = `${USERS_ORIGIN}/versions/2026-12-02-abc/mf-manifest.json`;

const inlinedRemotes = (html: string) => {
  const match = new RegExp(`id="${REMOTES_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, string>;
};

describe('the shell names each remote at its public origin (REMOTE_ORIGINS)', () => {
  let distDir: string;
  let shell: FastifyInstance;

  beforeEach(async () => {
    distDir = makeDist('host');
    pointRemotesAt(distDir, {
      mfe_users: DEPLOYED,
      mfe_public: `${REMOTE_ORIGINS[1]}/mf-manifest.json`,
    });
    shell = await createAppServer({
      distDir,
      role: 'host',
      appOrigins: [SHELL_ORIGIN],
      remoteOrigins: { mfe_users: USERS_ORIGIN },
      spaFallback: true,
      ssr: { ssrMaxAgeMs: 0, ssrTimeoutMs: 100 },
    });
  });
  afterEach(async () => {
    await shell.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('in the page, in /remotes.json and in the preload hints, keeping the deployed path', async () => {
    const page = await shell.inject({ url: '/user-table' });
    expect(inlinedRemotes(page.body)).toEqual({
      mfe_users: PUBLIC_DEPLOYED,
      mfe_public: `${REMOTE_ORIGINS[1]}/mf-manifest.json`,
    });
    expect(page.body).toContain(`href="${USERS_ORIGIN}/versions/2026-12-02-abc/remoteEntry.js"`);
    expect(page.body).not.toContain(REMOTE_ORIGINS[0]);
    const file = await shell.inject({ url: '/remotes.json' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-cache');
    expect(file.json()).toEqual(inlinedRemotes(page.body));
  });

  it('lets scripts and manifests in from the public origin only', async () => {
    const csp = directives(
      (await shell.inject({ url: '/dashboard' })).headers['content-security-policy'],
    );
    for (const directive of ['script-src', 'connect-src']) {
      expect(csp[directive]).toContain(USERS_ORIGIN);
      expect(csp[directive]).not.toContain(REMOTE_ORIGINS[0]);
      // A remote with no declared origin stays where remotes.json says.
      expect(csp[directive]).toContain(REMOTE_ORIGINS[1]);
    }
  });

  it('follows a redeploy without a restart, at the public origin', async () => {
    pointRemotesAt(distDir, { mfe_users: `${REMOTE_ORIGINS[0]}/versions/next/mf-manifest.json` });
    const file = await shell.inject({ url: '/remotes.json' });
    expect(file.json()).toEqual({ mfe_users: `${USERS_ORIGIN}/versions/next/mf-manifest.json` });
  });
});
