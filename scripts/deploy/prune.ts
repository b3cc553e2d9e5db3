/**
 * `npm run deploy:prune -w <remote> -- --keep N [options]`: deletes the published versions
 * of a remote other than the live one and the `N - 1` it can roll back to, and the shared
 * chunks only they used (decision 032). A browser still running a deleted version fails on
 * its next lazy chunk, so keep at least the versions an open page may still use.
 */
import path from 'node:path';
import { readHistory, writeHistory } from './deploy-history';
import { withDeployLock } from './deploy-lock';
import { parseDeployTarget } from './deploy-target';
import { applyPrune, planPrune } from './prune-versions';
import { readRemotes } from './remotes-file';

/** `--keep N` is the prune's own option; the rest are the deploy's (deploy-target.ts). */
function splitKeep(argv: string[]): { keep: number; rest: string[] } {
  const at = argv.findIndex((arg) => arg === '--keep' || arg.startsWith('--keep='));
  const raw = at < 0 ? undefined : argv[at]?.includes('=') ? argv[at]?.split('=')[1] : argv[at + 1];
  const keep = Number(raw);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(
      'Usage: <remote> --keep N (N >= 1: the live version and N - 1 to roll back to)',
    );
  const width = argv[at]?.includes('=') ? 1 : 2;
  return { keep, rest: [...argv.slice(0, at), ...argv.slice(at + width)] };
}

async function main() {
  const { keep, rest } = splitKeep(process.argv.slice(2));
  const target = parseDeployTarget(rest);
  await withDeployLock(path.dirname(target.historyFile), () => {
    const history = readHistory(target.historyFile);
    const liveUrl = readRemotes(target.remotesJson)[target.remote];
    const liveVersion = liveUrl?.startsWith(target.baseUrl)
      ? liveUrl.slice(target.baseUrl.length).split('/')[0]
      : undefined;
    const plan = planPrune(target.versionsDir, history, keep, liveVersion);
    applyPrune(target.versionsDir, plan);
    writeHistory(target.historyFile, { ...history, live: plan.live });
    console.log(
      `${target.remote}: kept ${plan.keptVersions.join(', ') || 'none'}; deleted ${plan.deletedVersions.length} version(s) and ${plan.deletedFiles.length} shared file(s) no kept version uses`,
    );
    return Promise.resolve();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
