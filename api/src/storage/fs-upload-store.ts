import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DetectedType } from '../lib/file-type';
import { newStoredName, newTempName, STORED_NAME, TEMP_PREFIX } from './stored-name';
import { HEAD_BYTES, type SaveResult, type StoredFile, type UploadStore } from './upload-store';

/** fsync flushes the file (or folder entry) behind the path, whichever handle wrote it. */
async function syncPath(target: string): Promise<void> {
  const handle = await fs.promises.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes the stream to a new file and fsyncs it; returns its first bytes and its size. */
async function writeDurably(
  source: Readable,
  filePath: string,
): Promise<{ head: Buffer; bytes: number }> {
  let head = Buffer.alloc(0);
  let bytes = 0;
  const sniff = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < HEAD_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  // Opened before the pipeline: a stream opening its file lazily could create it after a
  // failed upload's clean-up had removed nothing, leaving a temp file behind (seen under load
  // when the body ends before its boundary closes).
  const file = await fs.promises.open(filePath, 'wx');
  await pipeline(source, sniff, file.createWriteStream());
  await syncPath(filePath);
  return { head, bytes };
}

/**
 * Uploads as files in one folder: written under a temp name, fsynced, renamed to
 * "<uuid>.<ext>", and the folder fsynced, so a name handed back survives a crash.
 */
export function createFsUploadStore(dir: string): UploadStore {
  fs.mkdirSync(dir, { recursive: true });
  const full = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`refusing unsafe upload name: ${name}`);
    return path.join(dir, name);
  };

  async function save(
    source: Readable & { truncated?: boolean },
    detect: (head: Uint8Array) => DetectedType | null,
  ): Promise<SaveResult> {
    const tempPath = path.join(dir, newTempName());
    const refuse = async (reason: 'too-large' | 'wrong-type' | 'empty'): Promise<SaveResult> => {
      await fs.promises.rm(tempPath, { force: true });
      return { ok: false, reason };
    };
    try {
      const { head, bytes } = await writeDurably(source, tempPath);
      if (source.truncated) return await refuse('too-large');
      if (bytes === 0) return await refuse('empty');
      const detected = detect(head);
      if (!detected) return await refuse('wrong-type');
      const name = newStoredName(detected.ext);
      await fs.promises.rename(tempPath, full(name));
      await syncPath(dir);
      return { ok: true, name, detected, bytes };
    } catch (error) {
      await fs.promises.rm(tempPath, { force: true });
      throw error;
    }
  }

  async function remove(names: readonly (string | null)[]): Promise<void> {
    const valid = names.filter((n): n is string => n !== null && STORED_NAME.test(n));
    await Promise.all(valid.map((n) => fs.promises.rm(full(n), { force: true })));
  }

  async function open(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    const stat = await fs.promises.stat(full(name)).catch(() => null);
    if (!stat || !stat.isFile()) return null;
    return { stream: fs.createReadStream(full(name)), size: stat.size };
  }

  async function sweep(keep: ReadonlySet<string>, graceMs: number): Promise<string[]> {
    const cutoff = Date.now() - graceMs;
    const removed: string[] = [];
    for (const name of await fs.promises.readdir(dir)) {
      const ours = name.startsWith(TEMP_PREFIX) || STORED_NAME.test(name);
      if (!ours || keep.has(name)) continue;
      const filePath = path.join(dir, name);
      const stat = await fs.promises.stat(filePath).catch(() => null);
      if (!stat || !stat.isFile() || stat.mtimeMs > cutoff) continue;
      await fs.promises.rm(filePath, { force: true });
      removed.push(name);
    }
    if (removed.length) await syncPath(dir);
    return removed;
  }

  async function list(): Promise<string[]> {
    const names = await fs.promises.readdir(dir);
    return names.filter((name) => name.startsWith(TEMP_PREFIX) || STORED_NAME.test(name)).sort();
  }

  return { save, remove, open, sweep, list };
}
