import fs from 'node:fs';
import path from 'node:path';

/**
 * Copies a build to `<versionsDir>/<version>/`. A published version is never rewritten: its
 * files are served as immutable, and its version carries its content hash, so a folder that
 * exists already holds this very build. Copied beside it, then renamed, so the server never
 * serves a half-copied version.
 */
export function publishVersion(fromDir: string, versionsDir: string, version: string): boolean {
  const target = path.join(versionsDir, version);
  if (fs.existsSync(target)) return false;
  fs.mkdirSync(versionsDir, { recursive: true });
  const temporary = path.join(versionsDir, `.${version}.${process.pid}.tmp`);
  fs.cpSync(fromDir, temporary, { recursive: true });
  fs.renameSync(temporary, target);
  return true;
}
