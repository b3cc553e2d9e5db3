import fs from 'node:fs/promises';
import path from 'node:path';

/** Stored names are "<uuid>.<ext>"; anything else (slashes, dots, "..") is refused. */
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif|mp4|mov|webm|mkv|ogg)$/;

export function storedPath(uploadsDir: string, name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`refusing unsafe upload name: ${name}`);
  return path.join(uploadsDir, name);
}

/**
 * Best-effort removal after the database change committed: a leftover file is harmless,
 * a row pointing at a missing file is not, so files go last.
 */
export async function removeUploads(uploadsDir: string, names: (string | null)[]): Promise<void> {
  await Promise.all(
    names
      .filter((n): n is string => n !== null && STORED_NAME.test(n))
      .map((n) => fs.rm(storedPath(uploadsDir, n), { force: true })),
  );
}
