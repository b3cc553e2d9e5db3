/**
 * A deploy of one remote while everything runs: `npm run deploy -w mfe-users` with the
 * remote's deploy token reports to the API through nginx (DEPLOY_API_URL is the admin
 * origin), switches remotes.json, and the next page load in the open browser runs the new
 * version from users.test; no process was restarted.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { builtVersion, variantOf } from '../../../e2e/tests/deploys/deploy-helpers';
import { federationNameOf, ROOT_DIR } from '../../../server/src/platform-apps';
import { check, type HttpsClient } from '../https-client';
import type { PageTrouble } from '../browser';
import { ADMIN_ORIGIN, originOf, REMOTE_ORIGINS, REMOTES } from '../topology';
import { openScreen, SCREEN_TIMEOUT_MS } from './remote-origins';

const USERS_APP = REMOTES.find((app) => app.name === 'mfe-users') ?? REMOTES[0]!;
const USERS_ORIGIN = originOf(USERS_APP);
/** The remote's name in deploy tokens, deployments and remotes.json: `mfe_users`. */
const USERS_REMOTE = federationNameOf(USERS_APP);
const HOSTS_PRELOAD = path.join(__dirname, '..', 'test-hosts.mjs');

interface DeployContext {
  client: HttpsClient;
  cookie: string;
  page: Page;
  trouble: PageTrouble;
  caFile: string;
  deployDir: string;
  /** Every process of the topology: none may have exited. */
  processes: ChildProcess[];
}

async function createDeployToken(client: HttpsClient, cookie: string): Promise<string> {
  const created = await client.send(`${ADMIN_ORIGIN}/api/platform/deploy-tokens`, {
    method: 'POST',
    headers: { cookie, origin: ADMIN_ORIGIN },
    json: { remote: USERS_REMOTE, name: 'topology check' },
  });
  const token = (created.body as { token?: string }).token;
  check(
    created.status === 200 && !!token,
    `a deploy token for ${USERS_REMOTE} (${created.status})`,
  );
  return token as string;
}

export async function checkDeployRemote(context: DeployContext): Promise<void> {
  const { client, cookie, page } = context;
  const token = await createDeployToken(client, cookie);
  const version = `${builtVersion('mfe-users')}.topology`;
  const from = variantOf('mfe-users', 'topology');
  const deploy = ['run', 'deploy', '-w', 'mfe-users', '--', '--from', from, '--by', 'topology'];
  let output = '';
  try {
    output = execFileSync('npm', deploy, {
      cwd: ROOT_DIR,
      encoding: 'utf8',
      env: {
        ...process.env,
        DEPLOY_DIR: context.deployDir,
        // The shared settings: the deploy publishes the versions at the remote's public origin.
        REMOTE_ORIGINS,
        DEPLOY_API_URL: ADMIN_ORIGIN,
        DEPLOY_TOKEN: token,
        // The deploy machine resolves the public names and trusts the CA like any client.
        NODE_OPTIONS: `--import=${HOSTS_PRELOAD}`,
        NODE_EXTRA_CA_CERTS: context.caFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } finally {
    fs.rmSync(from, { recursive: true, force: true });
  }
  check(
    output.includes(`${version} published`),
    `npm run deploy -w mfe-users published ${version}`,
  );

  const health = await client.send(`${ADMIN_ORIGIN}/api/platform/health`, { headers: { cookie } });
  const remotes = (
    health.body as { remotes?: { remote: string; deployedVersion: string | null }[] }
  ).remotes;
  const recorded = remotes?.find((entry) => entry.remote === USERS_REMOTE)?.deployedVersion;
  check(
    recorded === version,
    `the API recorded the deploy through nginx with the token (${recorded})`,
  );

  const remotesJson = await client.send(`${ADMIN_ORIGIN}/remotes.json`);
  const url = (remotesJson.body as Record<string, string>)[USERS_REMOTE] ?? '';
  check(
    url === `${USERS_ORIGIN}/versions/${version}/mf-manifest.json`,
    `remotes.json points at the new version on users.test (${url})`,
  );
  await openScreen(page, 'mfe-users', '/user-table');
  await expect(page.locator('html')).toHaveAttribute('data-remote-version', version, {
    timeout: SCREEN_TIMEOUT_MS,
  });
  const entry = `${USERS_ORIGIN}/versions/${version}/remoteEntry.js`;
  check(
    context.trouble.answered.get(entry) === 200,
    `the open browser's next page load runs ${version}, its entry from ${USERS_ORIGIN}`,
  );
  const exited = context.processes.filter((child) => child.exitCode !== null || child.signalCode);
  check(exited.length === 0, 'no process was restarted or stopped for it');
}
