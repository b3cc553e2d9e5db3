import type { Generated } from 'kysely';

// Uploads kept in the database (migration 012, storage/db-upload-store.ts). Apart from
// schema.ts, which is long enough already.

export interface StoredUploadsTable {
  id: Generated<number>;
  /** "<uuid>.<ext>"; null while the upload is still being written (or was abandoned). */
  name: string | null;
  bytes: number;
  /** Epoch ms of the last chunk written, or of completion. */
  touched_at: number;
}

/** Fixed-size pieces of one upload, in `seq` order from 0; the last may be shorter. */
export interface StoredUploadChunksTable {
  upload_id: number;
  seq: number;
  data: Buffer;
}
