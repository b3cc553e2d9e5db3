/**
 * `npm run check:topology`: the platform as production runs it, checked end to end. nginx
 * (Debian's) terminates TLS with a throwaway CA's certificate in front of the shell and each
 * remote on a host name of its own (`admin.test`, `users.test`, ...: test-hosts.mjs for Node,
 * --host-resolver-rules for Chromium), `/api` goes to two API instances on a throwaway
 * PostgreSQL, and the config is the README's example (deploy/nginx/rewards.conf.template).
 * Checks: a Secure session cookie; every remote from its own origin under the CSP; the
 * client's address at the rate limiter (and not a spoofed one); a deploy with a deploy token
 * live without a restart; a `kill -9` of one API instance losing no request. Expects
 * `npm run build`. Every process and the temp folder go when it ends, passed or not.
 */
import { WORK_DIR, removeWorkDir, workDir } from './work-dir';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { ROOT_DIR } from '../../server/src/platform-apps';
import { stopAllGracefully, stopAllOnExit } from '../../server/src/process-group';
import { launchBrowser, signedInPage, type PageTrouble } from './browser';
import { makeCertificates } from './certificates';
import { checkClientAddress } from './checks/client-address';
import { checkDeployRemote } from './checks/deploy-remote';
import { checkKillApi } from './checks/kill-api';
import { checkRemoteOrigins } from './checks/remote-origins';
import { checkSecureCookie } from './checks/secure-cookie';
import { httpsClient, type HttpsClient } from './https-client';
import { startNginx } from './nginx';
import { startPlatform } from './platform';
import { ADMIN_ORIGIN, hostOf, REMOTES, SHELL } from './topology';

// A deploy switches the build's remotes.json (the shell serves it from shell/dist): put back.
const REMOTES_JSON = path.join(ROOT_DIR, 'shell', 'dist', 'remotes.json');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function untilAnswering(client: HttpsClient, url: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await client.send(url)).status === 0) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  const remotesJson = fs.readFileSync(REMOTES_JSON, 'utf8');
  process.on('exit', () => {
    fs.writeFileSync(REMOTES_JSON, remotesJson);
    removeWorkDir();
  });
  stopAllOnExit();
  const proxySecret = randomBytes(32).toString('hex');
  const certificates = makeCertificates(workDir('tls', 0o700), [SHELL, ...REMOTES].map(hostOf));
  const deployDir = workDir('deploy');
  const platform = await startPlatform(WORK_DIR, deployDir, proxySecret, certificates.caFile);
  const nginx = startNginx(workDir('nginx'), certificates, proxySecret);
  const client = httpsClient(certificates.ca);
  await untilAnswering(client, `${ADMIN_ORIGIN}/readyz`);
  console.log(`\nThe topology is up at ${seconds()}: nginx, 2 API instances, 5 app servers\n`);

  let browser: Browser | undefined;
  let trouble: PageTrouble | undefined;
  try {
    const cookie = await checkSecureCookie(client);
    await checkClientAddress(certificates.ca);
    browser = await launchBrowser(certificates.spkiHash);
    const opened = await signedInPage(browser, cookie);
    const { page } = opened;
    trouble = opened.trouble;
    await checkRemoteOrigins(page, trouble);
    await checkDeployRemote({
      client,
      cookie,
      page,
      trouble,
      caFile: certificates.caFile,
      deployDir,
      processes: [nginx, ...platform.apis, ...platform.apps],
    });
    const figures = await checkKillApi(
      client,
      cookie,
      platform.apis[0] as (typeof platform.apis)[number],
      path.join(WORK_DIR, 'nginx', 'access.log'),
    );
    console.log(
      `\ncheck:topology passed in ${seconds()} (kill -9: ${figures.sent} requests, ${figures.failed} failed)`,
    );
  } catch (error) {
    // What the browser saw, for a failure in a browser step.
    const failed = [...(trouble?.answered ?? [])].filter(
      ([, status]) => status === 0 || status >= 400,
    );
    for (const line of [...(trouble?.problems ?? []), ...failed.map(([u, s]) => `${s} ${u}`)])
      console.error(`  browser: ${line}`);
    // And nginx's own account (the folder goes at exit).
    const errors = fs.readFileSync(path.join(WORK_DIR, 'nginx', 'error.log'), 'utf8');
    for (const line of errors.trim().split('\n').slice(-15)) console.error(`  nginx: ${line}`);
    throw error;
  } finally {
    await browser?.close();
    await client.close();
    await stopAllGracefully(5_000);
  }
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(
      `\ncheck:topology FAILED after ${seconds()}: ${error instanceof Error ? error.message : error}`,
    );
    await stopAllGracefully(5_000);
    process.exit(1);
  },
);
