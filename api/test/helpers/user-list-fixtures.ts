import type { Kysely } from 'kysely';
import { dialectOf } from '../../src/db/dialect';
import type { Database } from '../../src/db/schema';

// A deterministic user set for the user list query tests: mixed case, accents, blanks in the
// nullable columns, repeated sort values (so the id tie-breaker matters) and every status.

const FIRST = ['Asha', 'ravi', 'José', 'ÉMILIE', 'Zoë', 'priya', 'Omar', 'anil', 'Mei', 'Kwame'];
const LAST = ['Sharma', 'Álvarez', 'khan', 'Durand', "O'Neil", 'Patel', 'Müller', 'Rao'];
const STATUSES = ['ok', 'ok', 'ok', 'pause', 'block'] as const;

export interface FixtureUser {
  full_name: string;
  email: string;
  phone_number: string | null;
  reference_code: string;
  status: 'ok' | 'pause' | 'block';
  trust: number;
}

export function fixtureUsers(count: number, offset = 0): Record<string, string | number | null>[] {
  return Array.from({ length: count }, (_, n) => {
    const i = n + offset;
    const first = FIRST[i % FIRST.length] as string;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
    const status = STATUSES[i % STATUSES.length] as FixtureUser['status'];
    const at = new Date(Date.UTC(2025, 0, 1) + (i % 97) * 3_600_000).toISOString();
    return {
      full_name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${i}@example.com`,
      dob: i % 6 === 0 ? null : `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
      country_code: i % 4 === 0 ? null : (['+91', '+44', '+1'][i % 3] as string),
      phone_number: i % 9 === 0 ? null : String(9_800_000_000 + i * 7919),
      gender: i % 5 === 0 ? null : i % 2 ? 'Male' : 'female',
      verified: i % 3 === 0 ? 0 : 1,
      coin_minor: (i * 3571) % 50_000,
      business_plan: i % 7 === 0 ? null : (['Silver', 'gold 1', 'Bronze Free'][i % 3] as string),
      payment_status: i % 2,
      day_count: i % 13,
      trust: i % 4 === 0 ? 1 : 0,
      under_ref: null,
      reference_count: i % 11,
      reference_code: `RF${(i + 1).toString(36).toUpperCase().padStart(5, '0')}Q${i % 10}`,
      created_at: at,
      status,
      pause_start: status === 'pause' ? at : null,
      block_date: status === 'block' ? at : null,
    };
  });
}

export async function insertFixtureUsers(
  db: Kysely<Database>,
  count: number,
  offset = 0,
): Promise<void> {
  await dialectOf(db).bulkInsert(db, 'users', fixtureUsers(count, offset));
}
