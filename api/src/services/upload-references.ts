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
