import fs from 'node:fs';
import path from 'node:path';

// Virtual file systems: SQLite there fails late and oddly (or waits on a lock that never
// comes), so the start refuses them at once.
const VIRTUAL = ['/proc', '/sys', '/dev'];

/**
 * DATA_DIR must be a folder the API can create and write, checked before anything opens in it:
 * the error names the setting and the path, and never waits.
 */
export function assertDataDir(dataDir: string): void {
  const resolved = path.resolve(dataDir);
  const under = VIRTUAL.find((root) => resolved === root || resolved.startsWith(`${root}/`));
  if (under) {
    throw new Error(
      `DATA_DIR ${resolved} is under ${under}, a virtual file system: choose a folder on disk`,
    );
  }
  try {
    fs.mkdirSync(resolved, { recursive: true });
    // Root passes access checks everywhere; a real write is the only proof.
    const probe = path.join(resolved, `.write-check-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`DATA_DIR ${resolved} is not a writable folder (${reason})`);
  }
}
