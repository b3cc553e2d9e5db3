import fs from 'node:fs';
import path from 'node:path';

// The database and its backups hold password and token hashes: only the API's own user reads
// them, whatever the umask (docs/security.md).

/** Creates `file` empty with mode 0600 (or narrows an existing one to 0600). */
export function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
}

/** A SQLite database and the WAL files SQLite gives the same mode: 0600, created if need be. */
export function makeSqliteFilePrivate(file: string): void {
  createPrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(companion)) fs.chmodSync(companion, 0o600);
  }
}

/** Every file under `dir` 0600 and every folder 0700. */
export function makePrivate(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const item = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(item);
    else fs.chmodSync(item, 0o600);
  }
}
