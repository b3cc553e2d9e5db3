import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DetectedType } from '../lib/file-type';
import { writeChunks } from './db-upload-writer';
import { newStoredName, STORED_NAME, TEMP_PREFIX } from './stored-name';
import type { SaveResult, StoredFile, UploadStore } from './upload-store';

/**
 * 1 MiB: each chunk costs a statement (and a commit on write), which dominates the time on
 * PostgreSQL (measured: 64 KiB 7 MB/s, 256 KiB 15 MB/s, 1 MiB 29 MB/s written), while one
 * chunk per upload or download in flight is little memory.
 */
export const DEFAULT_CHUNK_BYTES = 1024 * 1024;

/** How an unfinished upload shows in `list` and `sweep` results (it has no name yet). */
const unfinished = (id: number): string => `${TEMP_PREFIX}${id}`;

/** Reads the chunks one query at a time, as the response drains them. */
function chunkStream(db: Kysely<Database>, uploadId: number, size: number): Readable {
  let seq = 0;
  let sent = 0;
  return new Readable({
    // One chunk in memory: the next is fetched only when the consumer wants more.
    highWaterMark: 1,
    read() {
      db.selectFrom('stored_upload_chunks')
        .select('data')
        .where('upload_id', '=', uploadId)
        .where('seq', '=', seq)
        .executeTakeFirst()
        .then((row) => {
          seq += 1;
          if (row) {
            sent += row.data.length;
            this.push(row.data);
          } else if (sent === size) this.push(null);
          // Removed while being read: fail the response rather than send a short file.
          else this.destroy(new Error(`upload ${uploadId} ended after ${sent} of ${size} bytes`));
        })
        .catch((error: Error) => this.destroy(error));
    },
  });
}

/**
 * Uploads as rows in the database (decision 019): a `stored_uploads` row without a name is
 * created first, the bytes follow as fixed-size chunks, and once they are all written and
 * checked one update gives the row its "<uuid>.<ext>" name. That commit is the durable point,
 * as the rename is for the file store; an upload abandoned before it is an unnamed row the
 * sweep removes.
 */
export function createDbUploadStore(
  db: Kysely<Database>,
  chunkBytes = DEFAULT_CHUNK_BYTES,
): UploadStore {
  async function discard(id: number): Promise<void> {
    // The chunks go with their row (on delete cascade).
    await db.deleteFrom('stored_uploads').where('id', '=', id).execute();
  }

  async function save(
    source: Readable & { truncated?: boolean },
    detect: (head: Uint8Array) => DetectedType | null,
  ): Promise<SaveResult> {
    const { id } = await db
      .insertInto('stored_uploads')
      .values({ name: null, bytes: 0, touched_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refuse = async (reason: 'too-large' | 'wrong-type' | 'empty'): Promise<SaveResult> => {
      await discard(id);
      return { ok: false, reason };
    };
    try {
      const { bytes, detected } = await writeChunks(db, id, source, chunkBytes, detect);
      if (source.truncated) return await refuse('too-large');
      if (bytes === 0) return await refuse('empty');
      if (!detected) return await refuse('wrong-type');
      const name = newStoredName(detected.ext);
      await db
        .updateTable('stored_uploads')
        .set({ name, bytes, touched_at: Date.now() })
        .where('id', '=', id)
        .execute();
      return { ok: true, name, detected, bytes };
    } catch (error) {
      // Best effort: if the database is what failed, the sweep removes the row later.
      await discard(id).catch(() => {});
      throw error;
    }
  }

  async function remove(names: readonly (string | null)[]): Promise<void> {
    const valid = names.filter((n): n is string => n !== null && STORED_NAME.test(n));
    if (valid.length) await db.deleteFrom('stored_uploads').where('name', 'in', valid).execute();
  }

  async function open(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    const row = await db
      .selectFrom('stored_uploads')
      .select(['id', 'bytes'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) return null;
    return { stream: chunkStream(db, row.id, Number(row.bytes)), size: Number(row.bytes) };
  }

  async function sweep(keep: ReadonlySet<string>, graceMs: number): Promise<string[]> {
    const stale = await db
      .selectFrom('stored_uploads')
      .select(['id', 'name'])
      .where('touched_at', '<=', Date.now() - graceMs)
      .execute();
    const gone = stale.filter((row) => row.name === null || !keep.has(row.name));
    for (const row of gone) await discard(row.id);
    return gone.map((row) => row.name ?? unfinished(row.id));
  }

  async function list(): Promise<string[]> {
    const rows = await db.selectFrom('stored_uploads').select(['id', 'name']).execute();
    return rows.map((row) => row.name ?? unfinished(row.id)).sort();
  }

  return { save, remove, open, sweep, list };
}
