import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { minorToNumber } from '../../lib/money';
import { lastUtcDays } from '../../lib/time';
import type { DailyPoint } from '@rewards/contract';

/** Revenue (completed wallet transactions) and registrations per UTC day, oldest first. */
export async function dailySeries(
  db: Kysely<Database>,
  now: Date,
  days: number,
): Promise<DailyPoint[]> {
  const dates = lastUtcDays(now, days);
  const from = `${dates[0]}T00:00:00.000Z`;
  const revenueDay = sql<string>`substr(payment_date, 1, 10)`;
  const registrationDay = sql<string>`substr(created_at, 1, 10)`;
  const revenue = await db
    .selectFrom('wallet_transactions')
    .select([revenueDay.as('day'), (eb) => eb.fn.sum<number>('amount_minor').as('minor')])
    .where('status', '=', 'completed')
    .where('payment_date', '>=', from)
    .groupBy(revenueDay)
    .execute();
  const registrations = await db
    .selectFrom('users')
    .select([registrationDay.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', from)
    .groupBy(registrationDay)
    .execute();
  const revenueByDay = new Map(revenue.map((r) => [r.day, Number(r.minor)]));
  const registrationsByDay = new Map(registrations.map((r) => [r.day, Number(r.count)]));
  return dates.map((date) => ({
    date,
    revenue: minorToNumber(revenueByDay.get(date) ?? 0),
    registrations: registrationsByDay.get(date) ?? 0,
  }));
}
