import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { USER_CSV_HEADERS, type User } from '@rewards/contract';
import type { Database } from '../db/schema';
import type { CursorState } from './user-list-cursor';
import { listUserPage } from './user-list-query';
import type { UserListView } from './user-list-request';

// CSV of a user list view, streamed: rows are read a page at a time by keyset and each page
// is read only when the client has taken the previous one (Readable.from pulls on demand),
// so memory stays flat at any size. Values and headers are those of the screen's CSV export
// (mfe-users user-columns.tsx, shared/table/csv.ts).

/** Rows per query: large enough to amortise the query, small enough to keep the loop free. */
export const CSV_PAGE = 1_000;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function statusSince(user: User): string | null {
  if (user.status === 'pause') return user.pause_start;
  if (user.status === 'block') return user.block_date;
  return null;
}

const csvValues = (u: User): unknown[] => [
  u.id,
  u.full_name,
  u.email,
  u.dob,
  u.country_code,
  u.phone_number,
  u.gender,
  yesNo(u.verified),
  u.coin,
  u.business_plan,
  u.payment_status ? 'Approved' : 'Pending',
  u.day_count,
  u.trust ? 'True' : 'False',
  u.under_ref,
  u.reference_count,
  u.reference_code,
  u.created_at,
  u.status,
  statusSince(u),
];

function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would be run as a formula by spreadsheet apps.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;

async function* csvChunks(db: Kysely<Database>, view: UserListView): AsyncGenerator<string> {
  yield csvLine(USER_CSV_HEADERS);
  let after: CursorState | null = null;
  for (;;) {
    const page = await listUserPage(db, view, after && { after }, CSV_PAGE);
    if (page.length > 0) yield page.map((row) => csvLine(csvValues(row.user))).join('');
    const last = page.at(-1);
    if (!last || page.length < CSV_PAGE) return;
    after = { key: last.key, id: last.user.id, position: 0 };
  }
}

export function userCsvStream(db: Kysely<Database>, view: UserListView): Readable {
  return Readable.from(csvChunks(db, view), { objectMode: false });
}
