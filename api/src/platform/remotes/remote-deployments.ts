/**
 * Records a deploy or rollback of a remote and its audit row in one transaction. Called by
 * POST /api/platform/deployments, which the deploy and rollback commands (scripts/deploy/)
 * call with the remote's deploy token (decision 034; before it they opened this database).
 */
import type { DeploymentReport } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeAudit } from '../audit/audit';

/** The report POST /api/platform/deployments takes, with the switch's time as a Date. */
export interface DeploymentRecord extends Omit<DeploymentReport, 'at'> {
  at: Date;
  /** The deploy token that reported it (the audit row names it). */
  tokenId?: number;
}

export async function recordDeployment(
  db: Kysely<Database>,
  record: DeploymentRecord,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('remote_deployments')
      .values({
        remote: record.remote,
        version: record.version,
        manifest_url: record.manifestUrl,
        action: record.action,
        previous_version: record.previousVersion,
        deployed_by: record.deployedBy,
        deployed_at: record.at.getTime(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      adminId: null,
      action: record.action === 'deploy' ? 'remote.deploy' : 'remote.rollback',
      entity: 'remote',
      entityId: Number(id),
      before: record.previousVersion === null ? null : { version: record.previousVersion },
      after: {
        remote: record.remote,
        version: record.version,
        manifestUrl: record.manifestUrl,
        by: record.deployedBy,
        ...(record.tokenId === undefined ? {} : { tokenId: record.tokenId }),
      },
      at: record.at.toISOString(),
      ip: null,
    });
    return Number(id);
  });
}
