import type { Kysely } from 'kysely';
import { type AppConfig, uploadsDir } from '../config';
import type { Database } from '../db/schema';
import { createDbUploadStore } from './db-upload-store';
import { createFsUploadStore } from './fs-upload-store';
import type { UploadStore } from './upload-store';

/** The store `UPLOAD_STORE` names: files in DATA_DIR/uploads, or rows in the database. */
export function createUploadStore(config: AppConfig, db: Kysely<Database>): UploadStore {
  return config.uploadStore === 'db'
    ? createDbUploadStore(db)
    : createFsUploadStore(uploadsDir(config));
}
