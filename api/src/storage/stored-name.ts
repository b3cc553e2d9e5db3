import { randomUUID } from 'node:crypto';

/** Stored names are "<uuid>.<ext>"; anything else (slashes, dots, "..") is refused. */
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif|mp4|mov|webm|mkv|ogg)$/;

/** Uploads in progress carry this prefix until they are complete and durable. */
export const TEMP_PREFIX = '.upload-';

export const newStoredName = (ext: string): string => `${randomUUID()}.${ext}`;
export const newTempName = (): string => `${TEMP_PREFIX}${randomUUID()}`;
