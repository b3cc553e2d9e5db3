import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit } from '../platform/audit/audit';
import type { ChangeContext } from '../lib/change-context';
import type { UpiSettings } from '@rewards/contract';

export async function getUpi(db: Kysely<Database>): Promise<UpiSettings> {
  const row = await db
    .selectFrom('upi_settings')
    .select(['upi_id', 'qr_code'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return { upiId: row?.upi_id ?? null, qrCode: row?.qr_code ?? null };
}

// The audit keeps a fingerprint of the QR image, not megabytes of base64.
const fingerprint = (s: UpiSettings) => ({
  upiId: s.upiId,
  qrCode:
    s.qrCode === null ? null : `sha256:${createHash('sha256').update(s.qrCode).digest('hex')}`,
});

export async function updateUpi(
  db: Kysely<Database>,
  ctx: ChangeContext,
  next: UpiSettings,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getUpi(trx);
    await trx
      .insertInto('upi_settings')
      .values({ id: 1, upi_id: next.upiId, qr_code: next.qrCode, updated_at: ctx.at })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({ upi_id: next.upiId, qr_code: next.qrCode, updated_at: ctx.at }),
      )
      .execute();
    await writeAudit(trx, {
      adminId: ctx.adminId,
      action: 'upi.update',
      entity: 'upi_settings',
      entityId: 1,
      before: fingerprint(before),
      after: fingerprint(next),
      at: ctx.at,
      ip: ctx.ip,
    });
  });
}
