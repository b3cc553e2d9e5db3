import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { minorToNumber } from '../lib/money';
import { startOfUtcDay } from '../lib/time';
import type { DashboardStats } from '@rewards/contract';

/** All six cards, computed from the rows (no cached counters that could drift). */
export async function computeStats(db: Kysely<Database>, now: Date): Promise<DashboardStats> {
  const users = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      // Each of these is a user row with an Approve button in the user list.
      eb.fn
        .sum<number>(eb.case().when('payment_status', '=', 0).then(1).else(0).end())
        .as('pendingPayments'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('business_plan', 'is not', null), eb('status', '=', 'ok')]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('activePlans'),
    ])
    .executeTakeFirstOrThrow();
  const revenue = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.sum<number>('amount_minor').as('minor'))
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('pending'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const quizzes = await db
    .selectFrom('quiz_completions')
    .select((eb) => eb.fn.countAll<number>().as('today'))
    .where('completed_at', '>=', startOfUtcDay(now).toISOString())
    .executeTakeFirstOrThrow();
  return {
    totalUsers: Number(users.total),
    totalRevenue: minorToNumber(Number(revenue.minor ?? 0)),
    pendingWithdrawals: Number(withdrawals.pending),
    pendingPayments: Number(users.pendingPayments ?? 0),
    todayQuizCompletions: Number(quizzes.today),
    activePlans: Number(users.activePlans ?? 0),
  };
}
