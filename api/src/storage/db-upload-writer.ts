import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DetectedType } from '../lib/file-type';
import { HEAD_BYTES } from './upload-store';

const TOUCH_EVERY_MS = 1_000;

export interface WrittenChunks {
  bytes: number;
  /** The type of the first bytes, or null when they are no accepted type (then nothing was kept). */
  detected: DetectedType | null;
}

/**
 * A sink that cuts the stream into `chunkBytes` pieces and inserts each as one row of the
 * upload, so at most one piece (plus the last network read) is in memory. The type is
 * checked on the first piece: a refused upload is drained, not written.
 */
function chunkSink(
  db: Kysely<Database>,
  uploadId: number,
  chunkBytes: number,
  detect: (head: Uint8Array) => DetectedType | null,
): { sink: Writable; result: () => WrittenChunks } {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let total = 0;
  let seq = 0;
  let checked = false;
  let detected: DetectedType | null = null;
  let touchedAt = Date.now();

  async function insert(data: Buffer): Promise<void> {
    if (!checked) {
      detected = detect(data.subarray(0, HEAD_BYTES));
      checked = true;
    }
    if (!detected || data.length === 0) return;
    await db
      .insertInto('stored_upload_chunks')
      .values({ upload_id: uploadId, seq, data })
      .execute();
    seq += 1;
    // The sweep's grace is a minute: marking progress once a second is plenty.
    if (Date.now() - touchedAt < TOUCH_EVERY_MS) return;
    touchedAt = Date.now();
    await db
      .updateTable('stored_uploads')
      .set({ touched_at: touchedAt })
      .where('id', '=', uploadId)
      .execute();
  }

  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      heldBytes += chunk.length;
      total += chunk.length;
      if (heldBytes < chunkBytes) return done();
      const all = Buffer.concat(held);
      const whole = all.length - (all.length % chunkBytes);
      held = whole < all.length ? [all.subarray(whole)] : [];
      heldBytes = all.length - whole;
      void (async () => {
        for (let at = 0; at < whole; at += chunkBytes)
          await insert(all.subarray(at, at + chunkBytes));
      })().then(() => done(), done);
    },
    final(done) {
      insert(Buffer.concat(held)).then(() => done(), done);
    },
  });
  return { sink, result: () => ({ bytes: total, detected }) };
}

/** Streams `source` into the chunks of upload `uploadId` (a row already in stored_uploads). */
export async function writeChunks(
  db: Kysely<Database>,
  uploadId: number,
  source: Readable,
  chunkBytes: number,
  detect: (head: Uint8Array) => DetectedType | null,
): Promise<WrittenChunks> {
  const { sink, result } = chunkSink(db, uploadId, chunkBytes, detect);
  await pipeline(source, sink);
  return result();
}
