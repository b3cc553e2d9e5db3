/**
 * `npm run rollback -w <remote> [-- options]`: switches the shell's remotes.json back to the
 * version live before the current one, in one step, auditing it (decision 017). The versions
 * stay published; deploying again puts a build back.
 */
import path from 'node:path';
import { readHistory, writeHistory } from './deploy-history';
import { withDeployLock } from './deploy-lock';
import { parseDeployTarget } from './deploy-target';
import { recordDeployment } from './record-deployment';
import { readRemotes, switchRemote } from './remotes-file';

async function main() {
  const target = parseDeployTarget(process.argv.slice(2));
  await withDeployLock(path.dirname(target.historyFile), async () => {
    const history = readHistory(target.historyFile);
    const current = history.live.at(-1);
    const previous = history.live.at(-2);
    if (!current || !previous)
      throw new Error(`${target.remote} has no earlier version to roll back to`);
    const live = readRemotes(target.remotesJson)[target.remote];
    if (live !== current.manifestUrl)
      throw new Error(
        `remotes.json points ${target.remote} at ${live ?? 'nothing'}, not at the last deploy (${current.manifestUrl}); deploy first or fix remotes.json`,
      );
    const at = new Date();
    await recordDeployment({
      remote: target.remote,
      version: previous.version,
      manifestUrl: previous.manifestUrl,
      action: 'rollback',
      previousVersion: current.version,
      deployedBy: target.by,
      at,
    });
    switchRemote(target.remotesJson, target.remote, previous.manifestUrl);
    history.live.pop();
    history.log.push({
      action: 'rollback',
      version: previous.version,
      from: current.version,
      by: target.by,
      at: at.toISOString(),
    });
    writeHistory(target.historyFile, history);
    console.log(
      `${target.remote} rolled back ${current.version} -> ${previous.version} (${previous.manifestUrl})`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
