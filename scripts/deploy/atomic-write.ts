import fs from 'node:fs';

/**
 * Replaces a file in one step (write beside it, then rename): a server reading it at the
 * same moment sees the old or the new content, never half of one.
 */
export function writeFileAtomic(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}
