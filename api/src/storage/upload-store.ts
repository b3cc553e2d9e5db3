import type { Readable } from 'node:stream';
import type { DetectedType } from '../lib/file-type';

/** The first bytes the type check sees (enough for every magic number we accept). */
export const HEAD_BYTES = 64;

export type SaveResult =
  | { ok: true; name: string; detected: DetectedType; bytes: number }
  | { ok: false; reason: 'too-large' | 'wrong-type' | 'empty' };

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live. The order of a change is fixed by the callers: `save` (durable
 * once it resolves), then commit the row that points at the name; commit the row that stops
 * pointing at a name, then `remove`. A crash between the two steps leaves at most a file no
 * row points to, which `sweep` removes at the next start. Routes only see this interface: the
 * file system store (fs-upload-store.ts) and the database one (db-upload-store.ts) implement
 * it; an object storage store would too (decision 019).
 */
export interface UploadStore {
  /**
   * Streams an upload in, checks its first bytes with `detect` and keeps it under a fresh
   * "<uuid>.<ext>" name; keeps nothing when it is empty, of the wrong type or truncated.
   */
  save(
    source: Readable & { truncated?: boolean },
    detect: (head: Uint8Array) => DetectedType | null,
  ): Promise<SaveResult>;
  /** Best effort: a leftover file is harmless (the sweep gets it), a missing one is not. */
  remove(names: readonly (string | null)[]): Promise<void>;
  /** The stored file, or null when there is none under that name. */
  open(name: string): Promise<StoredFile | null>;
  /**
   * Removes stored files not in `keep` and unfinished uploads, both only when untouched for
   * `graceMs` (another process may be writing or about to commit them). Returns their names.
   */
  sweep(keep: ReadonlySet<string>, graceMs: number): Promise<string[]>;
  /** Every name the store holds, unfinished uploads under a TEMP_PREFIX name, sorted. */
  list(): Promise<string[]>;
}
