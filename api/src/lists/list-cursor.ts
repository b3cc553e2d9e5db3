import { createHash } from 'node:crypto';
import { badRequest } from '../lib/http-error';

// The keyset cursor of the user list: the sort value and id of the last row sent, and that
// row's position, for the view (search, filters, sort) it belongs to. Opaque base64url JSON
// with a checksum: a cursor that was cut, edited or issued for another view is a 400, never a
// query. No secret is needed: a forged cursor can only choose where to start reading rows
// its sender may read anyway (decision 014).

/** 'text' keys come back from the database as strings, 'number' keys as numbers. */
export type SortKeyKind = 'text' | 'number';

export interface CursorState {
  /** Sort value of the last row sent. */
  key: string | number;
  id: number;
  /** Row index of the next row. */
  position: number;
}

const VERSION = 1;
const INVALID =
  'Invalid cursor: pass nextCursor of the previous page, with the same search, filters and sort';

const checksum = (payload: string, view: string) =>
  createHash('sha256').update(view).update('\n').update(payload).digest('base64url').slice(0, 16);

export function encodeCursor(view: string, state: CursorState): string {
  const payload = Buffer.from(
    JSON.stringify([VERSION, state.key, state.id, state.position]),
  ).toString('base64url');
  return `${payload}.${checksum(payload, view)}`;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export function decodeCursor(view: string, kind: SortKeyKind, cursor: string): CursorState {
  const [payload = '', mac, extra] = cursor.split('.');
  if (mac === undefined || extra !== undefined || mac !== checksum(payload, view))
    throw badRequest(INVALID);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID);
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== VERSION)
    throw badRequest(INVALID);
  const [, key, id, position] = parsed as unknown[];
  const keyOk = kind === 'text' ? typeof key === 'string' : typeof key === 'number';
  if (!keyOk || !isCount(id) || !isCount(position)) throw badRequest(INVALID);
  return { key: key as string | number, id, position };
}
