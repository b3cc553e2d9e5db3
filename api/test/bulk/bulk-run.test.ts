import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { conflict, notFound } from '../../src/lib/http-error';
import { runBulk } from '../helpers/bulk-requests';

describe('the bulk runner', () => {
  // No group (a transaction per row): the runner hands the database through untouched.
  const db = {} as Kysely<Database>;

  it('reports progress, each refusal with its reason, and a summary', async () => {
    const lines = await runBulk({
      db,
      ids: [1, 2, 3, 4, 5],
      apply: async (_db, id) => {
        if (id === 2) throw conflict('Withdrawal was already rejected', 'already_decided');
        if (id === 4) throw notFound('Gone');
        return id === 5 ? 'awaiting_second' : 'done';
      },
    });
    expect(lines).toEqual([
      { kind: 'start', total: 5 },
      { kind: 'progress', processed: 1, total: 5, done: 1, refused: 0 },
      expect.objectContaining({ kind: 'refused', id: 2, reason: 'already_decided' }),
      { kind: 'progress', processed: 2, total: 5, done: 1, refused: 1 },
      { kind: 'progress', processed: 3, total: 5, done: 2, refused: 1 },
      expect.objectContaining({ kind: 'refused', id: 4, reason: 'not_found' }),
      { kind: 'progress', processed: 4, total: 5, done: 2, refused: 2 },
      { kind: 'progress', processed: 5, total: 5, done: 3, refused: 2 },
      { kind: 'summary', total: 5, done: 3, refused: 2, awaitingSecond: 1, stopped: false },
    ]);
  });

  it('starts no row after the client went away', async () => {
    const applied: number[] = [];
    let gone = false;
    await runBulk({
      db,
      ids: [1, 2, 3, 4],
      cancelled: () => gone,
      apply: async (_db, id) => {
        applied.push(id);
        if (id === 2) gone = true;
        return 'done';
      },
    });
    expect(applied).toEqual([1, 2]);
  });

  it('stops at an error that is not a refusal', async () => {
    const lines = await runBulk({
      db,
      ids: [1, 2, 3],
      apply: async (_db, id) => {
        if (id === 2) throw new Error('database went away');
        return 'done';
      },
    });
    expect(lines.at(-1)).toMatchObject({ kind: 'summary', done: 1, refused: 0, stopped: true });
  });
});
