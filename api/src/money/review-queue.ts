import {
  REVIEW_PAGE_DEFAULT,
  type ReviewItem,
  type ReviewKind,
  type ReviewQueuePage,
  type ReviewQueueQuery,
} from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { formatMinor } from '../lib/money';
import { type ReviewerScope, withdrawalNeedsTwo } from './review-scope';
import {
  countOf,
  KIND_SQL,
  pageOf,
  type ReviewCursor,
  type ReviewFilter,
  type ReviewRow,
} from './review-sources';

/** Counts stop here: a badge says "1000+", and counting further would read every pending row. */
export const REVIEW_COUNT_CAP = 1000;

const CURSOR_SHAPE = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([0-2])\|(\d{1,15})$/;

export const encodeCursor = (c: ReviewCursor) =>
  Buffer.from(`${c.at}|${c.rank}|${c.id}`).toString('base64url');

export function decodeCursor(value: string | undefined): ReviewCursor | null {
  if (value === undefined) return null;
  const match = CURSOR_SHAPE.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw new HttpError(400, 'The cursor is not one this queue gave out');
  return { at: match[1]!, rank: Number(match[2]), id: Number(match[3]) };
}

export function filterOf(query: ReviewQueueQuery): ReviewFilter {
  if (query.min !== undefined && query.max !== undefined && query.min > query.max) {
    throw new HttpError(400, 'The lowest amount must not be above the highest');
  }
  return {
    ...(query.min === undefined ? {} : { minMinor: Math.round(query.min * 100) }),
    ...(query.max === undefined ? {} : { maxMinor: Math.round(query.max * 100) }),
  };
}

function approvalOf(
  kind: ReviewKind,
  row: ReviewRow,
  scope: ReviewerScope,
): ReviewItem['approval'] {
  if (kind === 'wallet_change') return 'apply';
  if (kind === 'withdrawal' && withdrawalNeedsTwo(scope, row.amount_minor))
    return row.first_approved_by_id === null ? 'first_approval' : 'complete';
  return 'complete';
}

export const toItem = (kind: ReviewKind, row: ReviewRow, scope: ReviewerScope): ReviewItem => ({
  kind,
  id: row.id,
  user_id: row.user_id,
  full_name: row.full_name,
  email: row.email,
  amount: formatMinor(row.amount_minor),
  at: row.at,
  method: row.method,
  destination: row.destination,
  approval: approvalOf(kind, row, scope),
  first_approved_by: row.first_approved_by,
  requested_by: row.requested_by,
  from: row.from_minor === null ? null : formatMinor(Number(row.from_minor)),
  to: row.to_minor === null ? null : formatMinor(Number(row.to_minor)),
});

/** How long until the soonest live claim of another admin lapses (see the contract). */
async function claimLapseMs(db: Kysely<Database>, scope: ReviewerScope): Promise<number | null> {
  const soonest = await db
    .selectFrom('review_claims')
    .select((eb) => eb.fn.min('expires_at').as('at'))
    .where('admin_id', '<>', scope.adminId)
    .where('expires_at', '>', scope.at)
    .executeTakeFirst();
  return soonest?.at ? Date.parse(soonest.at) - Date.parse(scope.at) : null;
}

const sum = (values: number[]) =>
  Math.min(
    REVIEW_COUNT_CAP,
    values.reduce((a, b) => a + b, 0),
  );

/**
 * One page of the queue: the next `limit` of each kind after the cursor (each an index range),
 * merged by (at, kind, id) and cut to `limit`; then the capped counts. Never more than
 * `limit` rows a kind are read for a page.
 */
export async function reviewQueue(
  db: Kysely<Database>,
  scope: ReviewerScope,
  query: ReviewQueueQuery,
): Promise<ReviewQueuePage> {
  const filter = filterOf(query);
  const cursor = decodeCursor(query.cursor);
  const limit = query.limit ?? REVIEW_PAGE_DEFAULT;
  const kinds = scope.kinds.filter((kind) => query.kind === undefined || query.kind === kind);
  const pages = await Promise.all(
    kinds.map(async (kind) =>
      (await pageOf(db, kind, scope, filter, cursor, limit + 1)).map((row) => ({ kind, row })),
    ),
  );
  const merged = pages
    .flat()
    .sort(
      (a, b) =>
        a.row.at.localeCompare(b.row.at) ||
        KIND_SQL[a.kind].rank - KIND_SQL[b.kind].rank ||
        a.row.id - b.row.id,
    );
  const page = merged.slice(0, limit);
  const last = page.at(-1);
  const counts = (set: 'offered' | 'claimed' | 'waiting') =>
    Promise.all(kinds.map((kind) => countOf(db, kind, scope, set, filter, REVIEW_COUNT_CAP + 1)));
  const [offered, claimed, waiting, claimLapse] = await Promise.all([
    counts('offered'),
    counts('claimed'),
    counts('waiting'),
    claimLapseMs(db, scope),
  ]);
  return {
    items: page.map(({ kind, row }) => toItem(kind, row, scope)),
    next_cursor:
      merged.length > limit && last
        ? encodeCursor({ at: last.row.at, rank: KIND_SQL[last.kind].rank, id: last.row.id })
        : null,
    count: sum(offered),
    waiting_for_others: sum(waiting),
    claimed_by_others: sum(claimed),
    claim_lapse_ms: claimLapse,
  };
}
