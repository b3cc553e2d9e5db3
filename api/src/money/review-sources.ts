import type { ReviewKind } from '@rewards/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { ReviewerScope } from './review-scope';

/** Which of a kind's pending items a query reads. */
export type ReviewSet = 'offered' | 'claimed' | 'waiting';

export interface ReviewFilter {
  minMinor?: number;
  maxMinor?: number;
}

/** Where the previous page ended: the queue's order is (at, kind's rank, id). */
export interface ReviewCursor {
  at: string;
  rank: number;
  id: number;
}

/** One queue row as read, before the answer's shape. */
export interface ReviewRow {
  id: number;
  user_id: number;
  full_name: string;
  email: string;
  amount_minor: number;
  at: string;
  method: string | null;
  destination: string | null;
  first_approved_by_id: number | null;
  first_approved_by: string | null;
  requested_by: string | null;
  from_minor: number | null;
  to_minor: number | null;
}

type Bool = Expression<SqlBool>;
const TRUE: Bool = sql<SqlBool>`1 = 1`;
const FALSE: Bool = sql<SqlBool>`1 = 0`;
const and = (parts: Bool[]): Bool => sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
const ids = (values: readonly number[]) => sql.join(values.map((v) => sql`${v}`));

/**
 * A kind's rows, as plain SQL over named columns so the three kinds share one shape: the
 * pending test each index leads with, the set (offered, claimed by another admin, waiting for
 * another admin), the amount range and the cursor.
 */
interface KindSql {
  rank: number;
  from: string;
  idColumn: string;
  atColumn: string;
  amount: ReturnType<typeof sql.raw>;
  pending: Bool;
  /** Offered to this admin by the money rules (before claims). */
  mayDecide: (scope: ReviewerScope) => Bool;
  /** Pending, of this kind, and only another admin may decide it. */
  waiting: (scope: ReviewerScope) => Bool;
  select: ReturnType<typeof sql.raw>;
}

/** Another admin's live claim on the row, read from `review_claims rc` joined to it. */
const claimedBy = (kind: ReviewKind, idColumn: string, scope: ReviewerScope) =>
  sql<SqlBool>`rc.kind = ${kind} and rc.item_id = ${sql.raw(idColumn)}
    and rc.expires_at > ${scope.at} and rc.admin_id <> ${scope.adminId}`;

/** No live claim of another admin on the row (a primary-key probe per row read). */
const notClaimed = (kind: ReviewKind, idColumn: string, scope: ReviewerScope) =>
  sql<SqlBool>`not exists (select 1 from review_claims rc
    where ${claimedBy(kind, idColumn, scope)})`;

const twoPersonOn = (scope: ReviewerScope) => scope.secondApprovalAboveMinor > 0;

export const KIND_SQL: Record<ReviewKind, KindSql> = {
  withdrawal: {
    rank: 0,
    from: 'withdrawals w join users u on u.id = w.user_id left join admins fa on fa.id = w.first_approved_by',
    idColumn: 'w.id',
    atColumn: 'w.created_at',
    amount: sql.raw('w.amount_minor'),
    pending: sql<SqlBool>`w.status = 'pending'`,
    mayDecide: (scope) =>
      twoPersonOn(scope)
        ? sql<SqlBool>`(w.amount_minor <= ${scope.secondApprovalAboveMinor}
            or w.first_approved_by is null or w.first_approved_by not in (${ids(scope.notPartners)}))`
        : TRUE,
    waiting: (scope) =>
      twoPersonOn(scope)
        ? sql<SqlBool>`w.first_approved_by in (${ids(scope.notPartners)})
            and w.amount_minor > ${scope.secondApprovalAboveMinor}`
        : FALSE,
    select: sql.raw(`w.id, w.user_id, u.full_name, u.email, w.amount_minor, w.created_at as at,
      w.method, coalesce(w.upi_address, w.crypto_address, w.bank_name) as destination,
      w.first_approved_by as first_approved_by_id, fa.email as first_approved_by,
      null as requested_by, null as from_minor, null as to_minor`),
  },
  wallet_topup: {
    rank: 1,
    from: 'wallet_transactions t join users u on u.id = t.user_id',
    idColumn: 't.id',
    atColumn: 't.payment_date',
    amount: sql.raw('t.amount_minor'),
    // Due, not yet completed, and with its proof: what the Payment screen's admin checks.
    pending: sql<SqlBool>`t.due = 1 and t.status = 'pending' and t.screenshot_file is not null`,
    mayDecide: () => TRUE,
    waiting: () => FALSE,
    select: sql.raw(`t.id, t.user_id, u.full_name, u.email, t.amount_minor, t.payment_date as at,
      t.method, t.utr_number as destination, null as first_approved_by_id,
      null as first_approved_by, null as requested_by, null as from_minor, null as to_minor`),
  },
  wallet_change: {
    rank: 2,
    from: 'wallet_changes c join users u on u.id = c.user_id join admins ra on ra.id = c.requested_by',
    idColumn: 'c.id',
    atColumn: 'c.requested_at',
    amount: sql.raw('abs(c.to_minor - c.from_minor)'),
    pending: sql<SqlBool>`c.status = 'pending'`,
    mayDecide: (scope) => sql<SqlBool>`c.requested_by not in (${ids(scope.notPartners)})`,
    waiting: (scope) => sql<SqlBool>`c.requested_by in (${ids(scope.notPartners)})`,
    select: sql.raw(`c.id, c.user_id, u.full_name, u.email, abs(c.to_minor - c.from_minor)
      as amount_minor, c.requested_at as at, null as method, null as destination,
      null as first_approved_by_id, null as first_approved_by, ra.email as requested_by,
      c.from_minor, c.to_minor`),
  },
};

function whereOf(kind: ReviewKind, scope: ReviewerScope, set: ReviewSet, f: ReviewFilter): Bool {
  const k = KIND_SQL[kind];
  const parts: Bool[] = [k.pending];
  if (set === 'waiting') parts.push(k.waiting(scope));
  else if (set === 'claimed') parts.push(k.mayDecide(scope), claimedBy(kind, k.idColumn, scope));
  else parts.push(k.mayDecide(scope), notClaimed(kind, k.idColumn, scope));
  if (f.minMinor !== undefined) parts.push(sql<SqlBool>`${k.amount} >= ${f.minMinor}`);
  if (f.maxMinor !== undefined) parts.push(sql<SqlBool>`${k.amount} <= ${f.maxMinor}`);
  return and(parts);
}

function afterCursor(kind: ReviewKind, cursor: ReviewCursor | null): Bool {
  if (!cursor) return TRUE;
  const { rank, atColumn, idColumn } = KIND_SQL[kind];
  const at = sql.raw(atColumn);
  if (rank < cursor.rank) return sql<SqlBool>`${at} > ${cursor.at}`;
  if (rank > cursor.rank) return sql<SqlBool>`${at} >= ${cursor.at}`;
  // A row value, not `at > x or (at = x and id > y)`: both databases read it as one index
  // range, where the OR form made SQLite walk the pending rows from the start (1M users: a
  // later page took 3x the first).
  return sql<SqlBool>`(${at}, ${sql.raw(idColumn)}) > (${cursor.at}, ${cursor.id})`;
}

/** The next `limit` offered items of a kind after the cursor, oldest first (an index range). */
export async function pageOf(
  db: Kysely<Database>,
  kind: ReviewKind,
  scope: ReviewerScope,
  f: ReviewFilter,
  cursor: ReviewCursor | null,
  limit: number,
): Promise<ReviewRow[]> {
  const k = KIND_SQL[kind];
  const { rows } = await sql<ReviewRow>`select ${k.select} from ${sql.raw(k.from)}
    where ${whereOf(kind, scope, 'offered', f)} and ${afterCursor(kind, cursor)}
    order by ${sql.raw(k.atColumn)}, ${sql.raw(k.idColumn)} limit ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, amount_minor: Number(row.amount_minor) }));
}

/** How many of a kind are in the set, counted up to `cap` (a badge needs no more). */
export async function countOf(
  db: Kysely<Database>,
  kind: ReviewKind,
  scope: ReviewerScope,
  set: ReviewSet,
  f: ReviewFilter,
  cap: number,
): Promise<number> {
  const k = KIND_SQL[kind];
  // Claimed items are read from the claims (a few rows), not by testing every pending row for
  // a claim: with one claim live, that test read all 36,000 due top-ups at 1,000,000 users
  // (0.6 s, blocking the API's one SQLite connection). CROSS JOIN keeps SQLite's join order.
  const from =
    set === 'claimed' ? sql.raw(`review_claims rc cross join ${k.from}`) : sql.raw(k.from);
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (select 1 as one
    from ${from} where ${whereOf(kind, scope, set, f)} limit ${cap}) capped`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** One item as the queue shows it, whatever its state (the context of an item), or null. */
export async function rowOf(
  db: Kysely<Database>,
  kind: ReviewKind,
  id: number,
): Promise<ReviewRow | null> {
  const k = KIND_SQL[kind];
  const { rows } = await sql<ReviewRow>`select ${k.select} from ${sql.raw(k.from)}
    where ${sql.raw(k.idColumn)} = ${id}`.execute(db);
  const row = rows[0];
  return row ? { ...row, amount_minor: Number(row.amount_minor) } : null;
}
