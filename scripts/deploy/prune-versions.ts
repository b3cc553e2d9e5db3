/**
 * Which published versions a prune deletes, and which shared files go with them (decision
 * 032). Kept: the last `keep` entries of the deploy history's live stack (the live version
 * and `keep - 1` rollback steps) and whatever remotes.json points at. A shared file goes only
 * when no kept version lists it, so a chunk unchanged since an old version stays for the new.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DeployHistory } from './deploy-history';
import { readVersionFiles, removeVersionFiles } from './version-files';
import { MANIFEST_FILE } from './build-manifest';

export interface PrunePlan {
  keptVersions: string[];
  deletedVersions: string[];
  deletedFiles: string[];
  /** The live stack once pruned: rollback goes back at most `keep - 1` steps. */
  live: DeployHistory['live'];
}

/** The published version folders (a folder holding a manifest; temporaries start with `.`). */
function publishedVersions(versionsDir: string): string[] {
  if (!fs.existsSync(versionsDir)) return [];
  return fs
    .readdirSync(versionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => fs.existsSync(path.join(versionsDir, entry.name, MANIFEST_FILE)))
    .map((entry) => entry.name);
}

export function planPrune(
  versionsDir: string,
  history: DeployHistory,
  keep: number,
  liveVersion: string | undefined,
): PrunePlan {
  const live = history.live.slice(-keep);
  const kept = new Set(live.map((entry) => entry.version));
  if (liveVersion) kept.add(liveVersion);
  const published = publishedVersions(versionsDir);
  const deletedVersions = published.filter((version) => !kept.has(version)).sort();
  const keptVersions = published.filter((version) => kept.has(version)).sort();
  const used = new Set(keptVersions.flatMap((version) => readVersionFiles(versionsDir, version)));
  const deletedFiles = [
    ...new Set(deletedVersions.flatMap((version) => readVersionFiles(versionsDir, version))),
  ]
    .filter((file) => !used.has(file))
    .sort();
  return { keptVersions, deletedVersions, deletedFiles, live };
}

/** Version folders first: a version is gone before any chunk it listed is. */
export function applyPrune(versionsDir: string, plan: PrunePlan): void {
  for (const version of plan.deletedVersions) {
    fs.rmSync(path.join(versionsDir, version), { recursive: true, force: true });
    removeVersionFiles(versionsDir, version);
  }
  for (const file of plan.deletedFiles)
    fs.rmSync(path.join(versionsDir, ...file.split('/')), { force: true });
}
