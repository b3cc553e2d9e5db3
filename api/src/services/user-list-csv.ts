import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { CSV_LINE_BREAK, csvLine, USER_CSV_HEADERS, type User } from '@rewards/contract';
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

// The one CSV dialect of every export (quoting, formula defusing, CRLF records).
const csvRecord = (values: readonly unknown[]) => `${csvLine(values)}${CSV_LINE_BREAK}`;

async function* csvChunks(
  db: Kysely<Database>,
  view: UserListView,
  broad: boolean,
): AsyncGenerator<string> {
  yield csvRecord(USER_CSV_HEADERS);
  let after: CursorState | null = null;
  for (;;) {
    const page = await listUserPage(db, view, after && { after }, CSV_PAGE, broad);
    if (page.length > 0) yield page.map((row) => csvRecord(csvValues(row.user))).join('');
    const last = page.at(-1);
    if (!last || page.length < CSV_PAGE) return;
    after = { key: last.key, id: last.user.id, position: 0 };
  }
}

/** `broad`: the view's total is an estimate (see listUserPage). */
export function userCsvStream(db: Kysely<Database>, view: UserListView, broad: boolean): Readable {
  return Readable.from(csvChunks(db, view, broad), { objectMode: false });
}
