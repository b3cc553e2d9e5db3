/**
 * Which of the shared, content-hashed files in `<versions>/` each published version uses
 * (decision 032): `<deploy dir>/version-files/<version>.json`, written by the deploy, read by
 * the prune, which deletes a shared file only when no kept version lists it. Kept beside
 * `versions/`, not in it: the deploy's bookkeeping is not served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SSR_DIR } from '@rewards/contract/routes';
import { writeFileAtomic } from './atomic-write';

/** A file whose name carries an 8-hex content hash, as the builds name chunks and assets. */
const HASHED_NAME = /\.[0-9a-f]{8}\.[^/]+$/;

/** Chunks and assets; the server-rendered pages stay next to their version's manifest. */
export function isSharedFile(file: string): boolean {
  return HASHED_NAME.test(file) && !file.startsWith(`${SSR_DIR}/`);
}

const recordsDir = (versionsDir: string) => path.join(path.dirname(versionsDir), 'version-files');

export function writeVersionFiles(versionsDir: string, version: string, files: string[]): void {
  fs.mkdirSync(recordsDir(versionsDir), { recursive: true });
  writeFileAtomic(
    path.join(recordsDir(versionsDir), `${version}.json`),
    `${JSON.stringify(files, null, 2)}\n`,
  );
}

/** The shared files a version uses; none for a version published before the shared folder. */
export function readVersionFiles(versionsDir: string, version: string): string[] {
  const file = path.join(recordsDir(versionsDir), `${version}.json`);
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
}

export function removeVersionFiles(versionsDir: string, version: string): void {
  fs.rmSync(path.join(recordsDir(versionsDir), `${version}.json`), { force: true });
}
