/**
 * Remote failures the admins' browsers report (decision 017) and the health summary an owner
 * reads. A report must name a module and route the route manifest gives that remote, so the
 * table holds only manifest facts, a version string, a code and a count: no personal data.
 */
import {
  REMOTE_NAMES,
  routesOf,
  type PlatformHealthResponse,
  type RemoteFailureReport,
  type RemoteHealth,
} from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/http-error';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Reports older than this are deleted as new ones arrive; the view reads the last day. */
const KEEP_MS = 14 * DAY;

function assertManifestFacts(report: RemoteFailureReport): void {
  const routes = routesOf(report.remote);
  if (!routes.some((route) => route.module === report.module))
    throw badRequest(`${report.remote} does not serve module ${report.module}`);
  if (!routes.some((route) => route.path === report.route))
    throw badRequest(`${report.remote} does not serve route ${report.route}`);
}

export async function recordFailures(
  db: Kysely<Database>,
  reports: readonly RemoteFailureReport[],
  adminId: number | null,
  now: number,
): Promise<void> {
  reports.forEach(assertManifestFacts);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('remote_failures')
      .values(reports.map((report) => ({ ...report, admin_id: adminId, created_at: now })))
      .execute();
    await trx
      .deleteFrom('remote_failures')
      .where('created_at', '<', now - KEEP_MS)
      .execute();
  });
}

async function failuresSince(db: Kysely<Database>, since: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('remote_failures')
    .select(['remote', (eb) => eb.fn.sum<number | string>('count').as('total')])
    .where('created_at', '>=', since)
    .groupBy('remote')
    .execute();
  return new Map(rows.map((row) => [row.remote, Number(row.total)]));
}

async function healthOf(
  db: Kysely<Database>,
  remote: string,
  counts: { hour: Map<string, number>; day: Map<string, number> },
): Promise<RemoteHealth> {
  const [deployment, latest] = await Promise.all([
    db
      .selectFrom('remote_deployments')
      .select(['version', 'action', 'deployed_at'])
      .where('remote', '=', remote)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('remote_failures')
      .select(['created_at', 'version', 'module', 'code', 'route'])
      .where('remote', '=', remote)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    remote,
    deployedVersion: deployment?.version ?? null,
    deployedAt: deployment ? new Date(Number(deployment.deployed_at)).toISOString() : null,
    deployAction: deployment?.action ?? null,
    failuresLastHour: counts.hour.get(remote) ?? 0,
    failuresLastDay: counts.day.get(remote) ?? 0,
    latestFailure: latest
      ? {
          at: new Date(Number(latest.created_at)).toISOString(),
          version: latest.version,
          module: latest.module,
          code: latest.code,
          route: latest.route,
        }
      : null,
  };
}

export async function platformHealth(
  db: Kysely<Database>,
  now: number,
): Promise<PlatformHealthResponse> {
  const [hour, day] = await Promise.all([
    failuresSince(db, now - HOUR),
    failuresSince(db, now - DAY),
  ]);
  const remotes = await Promise.all(REMOTE_NAMES.map((r) => healthOf(db, r, { hour, day })));
  return { success: true, remotes };
}
