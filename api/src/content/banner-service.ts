import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit } from '../platform/audit/audit';
import { notFound } from '../lib/http-error';
import type { ChangeContext } from '../lib/change-context';
import { uploadUrl } from './video-service';
import type { Banner } from '@rewards/contract';

/** The largest banner image accepted (the multipart limit in plugins/web-plugins.ts follows it). */
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;

const toApi = (row: { id: number; file_name: string; created_at: string }): Banner => ({
  id: row.id,
  banner_url: uploadUrl(row.file_name),
  created_at: row.created_at,
});

export async function listBanners(db: Kysely<Database>): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'file_name', 'created_at'])
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toApi);
}

/** The banners of a list page, in any order (the list engine orders them). */
export async function bannersByIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'file_name', 'created_at'])
    .where('id', 'in', ids)
    .execute();
  return rows.map(toApi);
}

/**
 * Only one banner is kept: the new row replaces all old ones in one transaction. Returns the
 * new banner and the old files to remove after commit.
 */
export async function replaceBanner(
  db: Kysely<Database>,
  ctx: ChangeContext,
  fileName: string,
): Promise<{ banner: Banner; oldFiles: string[] }> {
  return db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('banners').select(['id', 'file_name', 'created_at']).execute();
    await trx.deleteFrom('banners').execute();
    const row = await trx
      .insertInto('banners')
      .values({ file_name: fileName, created_at: ctx.at })
      .returning(['id', 'file_name', 'created_at'])
      .executeTakeFirstOrThrow();
    const banner = toApi(row);
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'banner.upload',
      entity: 'banner',
      entityId: row.id,
      before: old.map(toApi),
      after: banner,
      at: ctx.at,
      ip: ctx.ip,
    });
    return { banner, oldFiles: old.map((o) => o.file_name) };
  });
}

export async function deleteBanner(
  db: Kysely<Database>,
  ctx: ChangeContext,
  id: number,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('banners')
      .select(['id', 'file_name', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound('Banner not found');
    await trx.deleteFrom('banners').where('id', '=', id).execute();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'banner.delete',
      entity: 'banner',
      entityId: id,
      before: toApi(before),
      after: null,
      at: ctx.at,
      ip: ctx.ip,
    });
    return before.file_name;
  });
}
