import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { databaseTarget } from '../../src/config';
import { openDatabase } from '../../src/db/connection';
import type { User } from '@rewards/contract';
import { usersJsonArray } from '../../src/users/user-list-json';
import { listUsers, USER_FIELDS } from '../../src/users/user-queries';
import { createSignedInApp, type TestContext } from '../helpers/test-app';

interface RowsBody {
  success: true;
  fields: string[];
  rows: unknown[][];
}

const zip = (fields: string[], rows: unknown[][]) =>
  rows.map((row) => Object.fromEntries(fields.map((field, i) => [field, row[i]])));

describe('the user list (GET /api/users/all-users)', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => ({ t, cookie } = await createSignedInApp()));
  afterAll(async () => t.close());

  const get = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/all-users${query}`,
      headers: { cookie, ...headers },
    });
  const users = async () => (await get()).json().users as User[];
  const rows = async () => (await get('?format=rows')).json() as RowsBody;

  it("'rows' carries the same values as the contract's objects, in the fields order", async () => {
    const body = await rows();
    expect(body.success).toBe(true);
    expect(body.fields).toEqual([...USER_FIELDS]);
    expect(body.rows).toHaveLength(12);
    expect(zip(body.fields, body.rows)).toEqual(await users());
    expect(await users()).toEqual(await listUsers(t.app.db));
    expect((await get('?format=objects')).json().users).toEqual(await users());
  });

  it('refuses an unknown format', async () => {
    const res = await get('?format=csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('sends the same JSON gzip-compressed when the client accepts it', async () => {
    for (const query of ['', '?format=rows']) {
      const plain = await get(query);
      const zipped = await get(query, { 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('answers concurrent requests with one consistent list', async () => {
    const [a, b, c] = await Promise.all([get('?format=rows'), get('?format=rows'), get()]);
    expect(a?.body).toBe(b?.body);
    expect(zip(a?.json().fields, a?.json().rows)).toEqual(c?.json().users);
  });

  it('reflects every change to users, whatever made it', async () => {
    await users(); // cache both formats first
    await rows();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/users/3/wallet',
      headers: { cookie },
      payload: { coin: 77.7 },
    });
    expect(put.statusCode).toBe(200);
    expect((await users()).find((u) => u.id === 3)?.coin).toBe('77.70');
    const coin = USER_FIELDS.indexOf('coin');
    expect((await rows()).rows.find((r) => r[0] === 3)?.[coin]).toBe('77.70');

    // A write that does not go through the user routes (another service, a script).
    await t.app.db
      .updateTable('users')
      .set({ full_name: 'Renamed Directly' })
      .where('id', '=', 4)
      .execute();
    expect((await users()).find((u) => u.id === 4)?.full_name).toBe('Renamed Directly');

    // Another connection (another process or API instance) writing to the same database.
    const other = openDatabase(databaseTarget(t.config));
    try {
      await sql`update users set gender = ${'other-process'} where id = 5`.execute(other);
    } finally {
      await other.destroy();
    }
    expect((await users()).find((u) => u.id === 5)?.gender).toBe('other-process');

    await t.app.db.deleteFrom('users').where('id', '=', 6).execute();
    expect((await rows()).rows.map((r) => r[0])).not.toContain(6);
    expect(await users()).toEqual(await listUsers(t.app.db));
  });

  it('builds the same list in small id ranges, gaps included', async () => {
    const whole = JSON.parse(await usersJsonArray(t.app.db, 'objects', 1000));
    for (const chunk of [1, 2, 5]) {
      expect(JSON.parse(await usersJsonArray(t.app.db, 'objects', chunk))).toEqual(whole);
      const rowsList = JSON.parse(await usersJsonArray(t.app.db, 'rows', chunk)) as unknown[][];
      expect(zip([...USER_FIELDS], rowsList)).toEqual(whole);
    }
    expect(whole).toEqual(await listUsers(t.app.db));
  });

  it('answers an empty list when there are no users', async () => {
    await t.app.db.deleteFrom('users').execute();
    expect(await users()).toEqual([]);
    expect((await rows()).rows).toEqual([]);
  });
});
