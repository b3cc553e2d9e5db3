import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';

// The user list is the one response that grows with the user base (44 MB of JSON at 100,000
// users). Materialising 100k row objects in JS and serialising them costs seconds; letting
// SQLite build the JSON text in C is several times faster, and the result is sent as-is.
// The shape must equal toApiUser() in user-queries.ts; a test compares the two on real rows.
// SQLite-specific (json_group_array/json_object/printf): a PostgreSQL port would use
// json_agg(json_build_object(...) ORDER BY id) and to_char for the money column.

const bool = (column: string): RawBuilder<unknown> =>
  sql`json(case when ${sql.ref(column)} then 'true' else 'false' end)`;

/** The JSON array of every user, ordered by id, in the API's User shape. */
export async function usersJsonArray(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ json: string | null }>`
    select json_group_array(json_object(
      'id', id,
      'full_name', full_name,
      'email', email,
      'dob', dob,
      'country_code', country_code,
      'phone_number', phone_number,
      'gender', gender,
      'verified', ${bool('verified')},
      'coin', printf('%d.%02d', coin_minor / 100, coin_minor % 100),
      'business_plan', business_plan,
      'payment_status', ${bool('payment_status')},
      'day_count', day_count,
      'trust', ${bool('trust')},
      'under_ref', under_ref,
      'reference_count', reference_count,
      'reference_code', reference_code,
      'created_at', created_at,
      'status', status,
      'pause_start', pause_start,
      'block_date', block_date
    ) order by id) as json
    from users
  `.execute(db);
  return result.rows[0]?.json ?? '[]';
}
