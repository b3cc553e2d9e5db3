import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Every stored upload a row points at: the banner, uploaded videos and payment screenshots.
 * A new column holding an upload name must be added here, or the start-up sweep removes its
 * files.
 */
export async function referencedUploads(db: Kysely<Database>): Promise<Set<string>> {
  const [banners, videos, screenshots] = await Promise.all([
    db.selectFrom('banners').select('file_name as name').execute(),
    db
      .selectFrom('videos')
      .select('file_name as name')
      .where('file_name', 'is not', null)
      .execute(),
    db
      .selectFrom('wallet_transactions')
      .select('screenshot_file as name')
      .where('screenshot_file', 'is not', null)
      .execute(),
  ]);
  return new Set(
    [...banners, ...videos, ...screenshots]
      .map((row) => row.name)
      .filter((name): name is string => name !== null),
  );
}

/**
 * Whether a stored name is content (the banner or an uploaded video). `GET /api/uploads/:name`
 * serves only those, under content:read: a payment proof belongs to its wallet transaction
 * and is read through `GET /api/wallet/:id/screenshot` under payments:read (security.md; before,
 * a content admin who learned a screenshot's name read it here).
 */
export async function isContentUpload(db: Kysely<Database>, name: string): Promise<boolean> {
  const banner = await db
    .selectFrom('banners')
    .select('id')
    .where('file_name', '=', name)
    .executeTakeFirst();
  if (banner) return true;
  const video = await db
    .selectFrom('videos')
    .select('id')
    .where('file_name', '=', name)
    .executeTakeFirst();
  return video !== undefined;
}
