/**
 * `npm run deploy -w <remote> [-- options]`: publishes the remote's build as an immutable
 * version and switches the shell's remotes.json to it, auditing the switch (decision 017).
 * No shell rebuild: an open shell loads the new version on its next page load.
 */
import path from 'node:path';
import { buildMismatches, readBuildCompat, versionAt } from './build-manifest';
import { readHistory, writeHistory } from './deploy-history';
import { withDeployLock } from './deploy-lock';
import { parseDeployTarget } from './deploy-target';
import { publishVersion } from './publish-version';
import { recordDeployment } from './record-deployment';
import { readRemotes, switchRemote } from './remotes-file';

async function main() {
  const target = parseDeployTarget(process.argv.slice(2));
  const compat = readBuildCompat(target.fromDir);
  if (compat.remote !== target.remote)
    throw new Error(`${target.fromDir} is a build of ${compat.remote}, not ${target.remote}`);
  const mismatches = buildMismatches(target.remote, compat);
  if (mismatches.length) {
    const list = mismatches.map((reason) => `  - ${reason}`).join('\n');
    if (!target.allowIncompatible)
      throw new Error(
        `The shell would refuse this build:\n${list}\nFix it, or pass --allow-incompatible.`,
      );
    console.warn(`Publishing an incompatible build (the shell will refuse it):\n${list}`);
  }

  await withDeployLock(path.dirname(target.historyFile), async () => {
    const { version } = compat;
    const manifestUrl = `${target.baseUrl}${version}/mf-manifest.json`;
    const copied = publishVersion(target.fromDir, {
      versionsDir: target.versionsDir,
      baseUrl: target.baseUrl,
      version,
    });
    const history = readHistory(target.historyFile);
    const current = readRemotes(target.remotesJson)[target.remote];
    if (current === manifestUrl) {
      console.log(`${target.remote} ${version} is already live at ${manifestUrl}`);
      return;
    }
    // What remotes.json points at now is what a rollback returns to, even if no deploy of
    // ours put it there (the build `npm start` serves, or a hand edit).
    if (current && history.live.at(-1)?.manifestUrl !== current)
      history.live.push({
        version: await versionAt(current),
        manifestUrl: current,
        at: new Date().toISOString(),
      });
    const previous = history.live.at(-1)?.version ?? null;
    const at = new Date();
    await recordDeployment({
      remote: target.remote,
      version,
      manifestUrl,
      action: 'deploy',
      previousVersion: previous,
      deployedBy: target.by,
      at,
    });
    switchRemote(target.remotesJson, target.remote, manifestUrl);
    history.live.push({ version, manifestUrl, at: at.toISOString() });
    history.log.push({
      action: 'deploy',
      version,
      from: previous,
      by: target.by,
      at: at.toISOString(),
    });
    writeHistory(target.historyFile, history);
    console.log(
      `${target.remote} ${version} ${copied ? 'published' : 'already published'}; live at ${manifestUrl} (was ${previous ?? 'none'})`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
