import { sql } from 'kysely';
import { dialectOf } from '../../src/db/dialect';
import { LIST_TEXT_SEARCH, type TextSearchTable } from '../../src/db/dialect/list-text-search';
import { addListRows } from '../helpers/list-rows';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

// The lists' text search (Payment's UTR, Crypto Pay's order id and hash, a message's sender
// and text) answers from its trigram index, and the index follows every insert, update and
// delete (triggers on SQLite; PostgreSQL's GIN index is part of the table). Run on both
// databases (api, api-pg).

const LISTS: readonly (readonly [string, TextSearchTable])[] = [
  ['/wallet', 'wallet_transactions'],
  ['/crypto-payments', 'crypto_payments'],
  ['/messages', 'contact_messages'],
];

describe.each(LISTS)('text search of GET /api%s', (path, table) => {
  let t: TestContext;
  let cookie: string;
  let ids: number[];
  const [column] = LIST_TEXT_SEARCH[table];

  beforeAll(async () => {
    ({ t, cookie } = await createSignedInApp());
    ids = await addListRows(t.app.db, table, 12);
  });
  afterAll(async () => t.close());

  const setText = (id: number, text: string) =>
    sql`update ${sql.table(table)} set ${sql.ref(column!)} = ${text} where id = ${id}`.execute(
      t.app.db,
    );
  const search = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${path}`,
      query: { q, limit: '500' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.rows as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
  };

  it('finds a substring in any case, and follows updates and deletes', async () => {
    const [first, second, third] = ids as [number, number, number];
    await setText(first, 'Zq9-Needle-One');
    await setText(second, 'zq9-needle-two');
    expect(await search('NEEDLE')).toEqual([first, second]);
    await setText(second, 'zq9-changed');
    expect(await search('needle')).toEqual([first]);
    await sql`delete from ${sql.table(table)} where id = ${first}`.execute(t.app.db);
    expect(await search('needle')).toEqual([]);
    const [inserted] = await addListRows(t.app.db, table, 1, 500);
    await setText(inserted!, 'zq9-needle-again');
    expect(await search('Needle-A')).toEqual([inserted]);
    await setText(third, 'zq9-50%_off');
    // The text's own % and _ match themselves, above and below the index's 3 characters.
    expect(await search('50%_')).toEqual([third]);
    expect(await search('%_')).toEqual([third]);
  });

  it('finds the same rows when a broad search tests each row instead (decision 040)', async () => {
    const ids = async (broad: boolean) => {
      const match = dialectOf(t.app.db).listTextMatch(table, 'NEEDLE', broad);
      const query = sql<{ id: number }>`select r.id from ${sql.table(table)} as r where ${match}`;
      return (await query.execute(t.app.db)).rows.map((row) => Number(row.id)).sort();
    };
    const narrow = await ids(false);
    expect(narrow.length).toBeGreaterThan(0);
    expect(await ids(true)).toEqual(narrow);
  });

  it('reads the index, not the table, for a search of three characters or more', async () => {
    const match = dialectOf(t.app.db).listTextMatch(table, 'needle');
    const query = sql`select r.id from ${sql.table(table)} as r where ${match}`;
    if (dialectOf(t.app.db).name === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan ${query}`.execute(t.app.db);
      expect(plan.rows.map((row) => row.detail).join(' | ')).toMatch(/VIRTUAL TABLE/);
    } else {
      // The planner picks by statistics (a seq scan on a dozen rows); the index must exist.
      const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes
        where tablename = ${table} and indexdef like '%gin_trgm_ops%'`.execute(t.app.db);
      expect(indexes.rows).toHaveLength(LIST_TEXT_SEARCH[table].length);
    }
  });
});
