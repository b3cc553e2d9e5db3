import type { ReliabilityCheck, ReliabilityReport } from '../reliability-check';
import { apiClient } from '../support/api-client';
import { openPlatformDb, type PlatformDb } from '../../support/platform-db';

const CONTENDERS = 20;
const WITHDRAWALS = 10;

interface Contest {
  entity: string;
  id: number;
  /** The requests racing for the one change; each gets its index. */
  request: (i: number) => { method: string; path: string; body?: string };
  /** Status every loser must get. */
  loserStatus: number;
}

async function auditRows(db: PlatformDb, entity: string, id: number): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Races 20 concurrent decisions on each of 10 pending withdrawals (half approve, half reject)
 * and 20 concurrent deletes of one quiz: exactly one request wins, every other one gets a
 * 409 (already decided) or 404 (already gone), the row shows the winner's decision and the
 * audit trail holds exactly one row for the change. Crypto payments have no decision route
 * (the API lists them read-only), so there is nothing of theirs to race.
 */
export const decisionRaces: ReliabilityCheck = {
  name: 'concurrent decision races',
  async run(target): Promise<ReliabilityReport> {
    const send = apiClient(target, await target.signIn());
    const db = openPlatformDb(target.dataDir);
    const failures: string[] = [];
    let tried = 0;
    try {
      const pending = await db
        .selectFrom('withdrawals')
        .select('id')
        .where('status', '=', 'pending')
        .orderBy('id')
        .limit(WITHDRAWALS)
        .execute();
      if (pending.length < WITHDRAWALS)
        failures.push(`only ${pending.length} pending withdrawals seeded, need ${WITHDRAWALS}`);
      const quiz = await db
        .selectFrom('quizzes')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      const contests: Contest[] = [
        ...pending.map(({ id }) => ({
          entity: 'withdrawal',
          id,
          request: (i: number) => ({
            method: 'PUT',
            path: `/api/withdrawals/${id}`,
            body: JSON.stringify({ status: i % 2 ? 'rejected' : 'completed' }),
          }),
          loserStatus: 409,
        })),
        {
          entity: 'quiz',
          id: Number(quiz.id),
          request: () => ({ method: 'DELETE', path: `/api/quizzes/${quiz.id}` }),
          loserStatus: 404,
        },
      ];
      for (const contest of contests) {
        const auditBefore = await auditRows(db, contest.entity, contest.id);
        const answers = await Promise.all(
          Array.from({ length: CONTENDERS }, (_, i) => {
            const { body, ...rest } = contest.request(i);
            return send({
              ...rest,
              ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
            });
          }),
        );
        tried += answers.length;
        const label = `${contest.entity} ${contest.id}`;
        const winners = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
        const others = answers.filter((a) => a.status !== 200 && a.status !== contest.loserStatus);
        if (winners.length !== 1) failures.push(`${label}: ${winners.length} winners`);
        if (others.length)
          failures.push(`${label}: unexpected answers ${others.map((a) => a.status).join(', ')}`);
        const audited = (await auditRows(db, contest.entity, contest.id)) - auditBefore;
        if (audited !== 1) failures.push(`${label}: ${audited} audit rows for one change`);
        const winner = winners[0];
        if (contest.entity === 'withdrawal' && winner !== undefined) {
          const row = await db
            .selectFrom('withdrawals')
            .select('status')
            .where('id', '=', contest.id)
            .executeTakeFirstOrThrow();
          const expected = winner % 2 ? 'rejected' : 'completed';
          if (row.status !== expected)
            failures.push(`${label}: row says ${row.status}, the winner decided ${expected}`);
        }
      }
    } finally {
      await db.destroy();
    }
    return { check: this.name, tried, failures };
  },
};
