import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DetectedType } from './file-type';

export type StreamResult =
  | { ok: true; name: string; detected: DetectedType; bytes: number }
  | { ok: false; reason: 'too-large' | 'wrong-type' | 'empty' };

/**
 * Streams an upload to a temp file in the uploads dir (never holding it in memory), keeps
 * the first bytes for type detection, then either renames it to "<uuid>.<ext>" or removes it.
 */
export async function streamToUploads(
  source: NodeJS.ReadableStream & { truncated?: boolean },
  uploadsDir: string,
  detect: (head: Uint8Array) => DetectedType | null,
): Promise<StreamResult> {
  const tempPath = path.join(uploadsDir, `.upload-${randomUUID()}`);
  let head = Buffer.alloc(0);
  let bytes = 0;
  const sniff = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64 - head.length)]);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, sniff, fs.createWriteStream(tempPath));
    if (source.truncated) return await discard(tempPath, 'too-large');
    if (bytes === 0) return await discard(tempPath, 'empty');
    const detected = detect(head);
    if (!detected) return await discard(tempPath, 'wrong-type');
    const name = `${randomUUID()}.${detected.ext}`;
    await fs.promises.rename(tempPath, path.join(uploadsDir, name));
    return { ok: true, name, detected, bytes };
  } catch (error) {
    await fs.promises.rm(tempPath, { force: true });
    throw error;
  }
}

async function discard(
  tempPath: string,
  reason: 'too-large' | 'wrong-type' | 'empty',
): Promise<StreamResult> {
  await fs.promises.rm(tempPath, { force: true });
  return { ok: false, reason };
}

/** Writes already-checked bytes under a fresh random name and returns the name. */
export async function writeUpload(uploadsDir: string, bytes: Buffer, ext: string): Promise<string> {
  const name = `${randomUUID()}.${ext}`;
  await fs.promises.writeFile(path.join(uploadsDir, name), bytes, { flag: 'wx' });
  return name;
}
