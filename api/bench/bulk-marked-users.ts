import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/db/schema';

// The seed's name searches never match exactly 10,000 of 1,000,000 users (the closest within
// the limit match ~6,700), so the bulk bench marks the users it will act on: it appends a word
// found nowhere else to the names of `count` users with status ok, spread over the whole id
// range, and filters by that word. Not timed: it stands for "the users a search found".

export interface MarkedUsers {
  /** The list filter that matches exactly the marked users. */
  filter: Record<string, string>;
  count: number;
}

export async function markUsers(db: Kysely<Database>, count: number): Promise<MarkedUsers> {
  const word = `Bulkmark${Date.now().toString(36)}`;
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from users where status = 'ok'`.execute(db);
  const okUsers = Number(rows[0]?.n ?? 0);
  if (okUsers < count) throw new Error(`only ${okUsers} users with status ok to mark`);
  // Every step-th user with status ok, so the batch touches pages across the whole table.
  const step = Math.max(1, Math.floor(okUsers / count));
  await db.transaction().execute(async (trx) => {
    await sql`
      update users set full_name = full_name || ${` ${word}`}
      where id in (
        select id from (
          select id, row_number() over (order by id) as n from users where status = 'ok'
        ) as ranked
        where ranked.n % ${step} = 0
        order by id
        limit ${count}
      )`.execute(trx);
  });
  return { filter: { search: word, status: 'ok' }, count };
}
