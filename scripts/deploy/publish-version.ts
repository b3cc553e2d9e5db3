/**
 * Publishes a build as version `<version>` (decisions 017, 032). What makes a version, its
 * `mf-manifest.json`, `remoteEntry.js` and every other file without a content hash in its
 * name (the server-rendered pages of `ssr/`, index.html), goes to `<versionsDir>/<version>/`,
 * never rewritten. Every content-hashed file (chunks, their source maps, assets) goes once,
 * under its own name, to `<versionsDir>/` itself, shared by every version that has it: a chunk
 * that did not change keeps its URL, and a returning browser its cached copy. The entry finds
 * them one folder up (scripts/remote-public-path.ts; an admin remote's split entry loads its
 * container from there, decision 042); the manifest the shell reads is given the same public
 * path. Which shared files a version uses is recorded for the prune.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from './build-manifest';
import { isSharedFile, writeVersionFiles } from './version-files';

export interface PublishTarget {
  versionsDir: string;
  /** The public URL of `versionsDir`, ending with a slash. */
  baseUrl: string;
  version: string;
}

/** Every file of a folder, as paths relative to it with `/` separators. */
export function filesOf(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** The manifest as deployed: the entry in the version's folder, chunks from the shared one. */
function deployedManifest(json: string, { baseUrl, version }: PublishTarget): string {
  const manifest = JSON.parse(json) as { metaData?: Record<string, unknown> };
  const metaData = manifest.metaData;
  if (metaData) {
    metaData.publicPath = baseUrl;
    metaData.remoteEntry = { ...(metaData.remoteEntry as object), path: version };
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Copies a file unless its name is already taken: a hashed name holds one content only. */
function copyShared(from: string, to: string): void {
  if (fs.existsSync(to)) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const temporary = `${to}.${process.pid}.tmp`;
  fs.copyFileSync(from, temporary);
  fs.renameSync(temporary, to);
}

/**
 * Returns false when the version was published already (the same build). Shared files are
 * written first and the version folder is renamed into place last, so the server never serves
 * a version whose chunks are missing.
 */
export function publishVersion(fromDir: string, target: PublishTarget): boolean {
  const { versionsDir, version } = target;
  const folder = path.join(versionsDir, version);
  if (fs.existsSync(folder)) return false;
  fs.mkdirSync(versionsDir, { recursive: true });
  const files = filesOf(fromDir);
  const shared = files.filter(isSharedFile);
  for (const file of shared)
    copyShared(path.join(fromDir, file), path.join(versionsDir, ...file.split('/')));
  writeVersionFiles(versionsDir, version, shared);
  const temporary = path.join(versionsDir, `.${version}.${process.pid}.tmp`);
  for (const file of files.filter((name) => !isSharedFile(name))) {
    const to = path.join(temporary, ...file.split('/'));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (file === MANIFEST_FILE)
      fs.writeFileSync(
        to,
        deployedManifest(fs.readFileSync(path.join(fromDir, file), 'utf8'), target),
      );
    else fs.copyFileSync(path.join(fromDir, file), to);
  }
  fs.renameSync(temporary, folder);
  return true;
}
