import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit } from '../platform/audit/audit';
import { notFound } from '../lib/http-error';
import type { ChangeContext } from '../lib/change-context';
import type { Video } from '@rewards/contract';

export const uploadUrl = (fileName: string): string => `/api/uploads/${fileName}`;

export async function listVideos(db: Kysely<Database>): Promise<Video[]> {
  return db.selectFrom('videos').select(['id', 'title', 'video_url']).orderBy('id').execute();
}

/** The videos of a list page, in any order (the list engine orders them). */
export async function videosByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Video[]> {
  return db
    .selectFrom('videos')
    .select(['id', 'title', 'video_url'])
    .where('id', 'in', ids)
    .execute();
}

/** Either an external URL, or a stored file (then fileName is set and the URL points at it). */
export async function createVideo(
  db: Kysely<Database>,
  ctx: ChangeContext,
  input: { title: string; videoUrl: string; fileName: string | null },
): Promise<Video> {
  return db.transaction().execute(async (trx) => {
    const video = await trx
      .insertInto('videos')
      .values({
        title: input.title.trim(),
        video_url: input.videoUrl,
        file_name: input.fileName,
        created_at: ctx.at,
      })
      .returning(['id', 'title', 'video_url'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'video.create',
      entity: 'video',
      entityId: video.id,
      before: null,
      after: video,
      at: ctx.at,
      ip: ctx.ip,
    });
    return video;
  });
}

/** Returns the stored file to remove once the row is gone (null for URL videos). */
export async function deleteVideo(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('videos')
      .select(['id', 'title', 'video_url', 'file_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound('Video not found');
    await trx.deleteFrom('videos').where('id', '=', id).execute();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'video.delete',
      entity: 'video',
      entityId: id,
      before,
      after: null,
      at: ctx.at,
      ip: ctx.ip,
    });
    return before.file_name;
  });
}
