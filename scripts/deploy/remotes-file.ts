/**
 * The shell's deployed remotes.json: the one mutable file of a deployment. Its server re-reads
 * it on every page (by modification time), so an open shell loads the new version of a remote
 * on its next page load.
 */
import fs from 'node:fs';
import { writeFileAtomic } from './atomic-write';

export function readRemotes(file: string): Record<string, string> {
  if (!fs.existsSync(file))
    throw new Error(`${file} does not exist: build or deploy the shell first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

export function switchRemote(file: string, remote: string, manifestUrl: string): void {
  const remotes = readRemotes(file);
  remotes[remote] = manifestUrl;
  writeFileAtomic(file, `${JSON.stringify(remotes, null, 2)}\n`);
}
