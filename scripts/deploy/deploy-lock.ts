import fs from 'node:fs';
import path from 'node:path';

/**
 * One deploy or rollback of a remote at a time: two at once would both read the same history
 * and one switch would be lost. The lock is a file created exclusively; a crashed run leaves
 * it behind, and the error says which file to delete.
 */
export async function withDeployLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, 'deploy.lock');
  let fd: number;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch {
    throw new Error(`Another deploy of this remote is running (or crashed): ${lock}`);
  }
  try {
    fs.writeSync(fd, String(process.pid));
    return await work();
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}
