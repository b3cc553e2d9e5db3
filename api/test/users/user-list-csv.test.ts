import type { User } from '@rewards/contract';

/** The spec's columns (docs/product.md#users), in the CSV's order. */
const USER_CSV_HEADERS = [
  'ID',
  'Name',
  'Email',
  'DOB',
  'Country',
  'Phone',
  'Gender',
  'Verified',
  'Wallet',
  'Business Plan',
  'Payment Status',
  'Day Count',
  'Trust',
  'Under Ref',
  'Ref Count',
  'Ref Code',
  'Created At',
  'Status',
  'Pause/Block Date',
];
import { LIST_CSV_PAGE as CSV_PAGE } from '../../src/lists/list-csv';
import { createUserTotals } from '../../src/users/user-list-total';
import { createSignedInApp, type TestContext } from '../helpers/test-app';
import { insertFixtureUsers } from '../helpers/user-list-fixtures';

// GET /api/users/export.csv streams every row of a filtered view, more than one read page of
// it, in the view's order, with the columns of the screen's CSV; and the list's totals turn
// into labelled estimates past the exact-count cap.

const USERS = CSV_PAGE * 2 + 300;

/** Splits CSV text where every field is quoted (as the export writes it). */
const parseCsv = (text: string): string[][] =>
  text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replace(/""/g, '"')),
    );

describe('the user CSV export and totals', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ({ t, cookie } = await createSignedInApp({ seedUsers: 0 }));
    await insertFixtureUsers(t.app.db, USERS);
    // A ceiling for a busy machine: an app, its database and a few thousand users.
  }, 60_000);
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('streams every matching row, in order, as an attachment', async () => {
    const all = (await get('/api/users/all-users')).json().users as User[];
    const expected = all
      .filter((u) => u.trust === false)
      .sort((a, b) => Number(b.coin) - Number(a.coin) || b.id - a.id);
    expect(expected.length).toBeGreaterThan(CSV_PAGE);

    const res = await get('/api/users/export.csv?trust=no&sort=wallet:desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const [headers, ...lines] = parseCsv(res.body);
    expect(headers).toEqual([...USER_CSV_HEADERS]);
    expect(lines.map((line) => Number(line[0]))).toEqual(expected.map((u) => u.id));
    const first = expected[0] as User;
    // Like the screen's CSV: a leading + (country codes) is quoted so no spreadsheet runs it.
    const guarded = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);
    expect(lines[0]).toEqual(
      [
        String(first.id),
        first.full_name,
        first.email,
        first.dob ?? '',
        first.country_code ?? '',
        first.phone_number ?? '',
        first.gender ?? '',
        first.verified ? 'Yes' : 'No',
        first.coin,
        first.business_plan ?? '',
        first.payment_status ? 'Approved' : 'Pending',
        String(first.day_count),
        'False',
        first.under_ref ?? '',
        String(first.reference_count),
        first.reference_code,
        first.created_at,
        first.status,
        (first.status === 'pause'
          ? first.pause_start
          : first.status === 'block'
            ? first.block_date
            : '') ?? '',
      ].map(guarded),
    );
  });

  it('exports a search, and refuses bad input with 400', async () => {
    const res = await get('/api/users/export.csv?search=sharma&status=pause');
    const lines = parseCsv(res.body).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line[1]).toMatch(/sharma/i);
      expect(line[17]).toBe('pause');
    }
    for (const query of ['sort=bogus:asc', `search=${'y'.repeat(201)}`, 'trust=maybe']) {
      const bad = await get(`/api/users/export.csv?${query}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false });
    }
  });

  it('counts exactly up to the cap and estimates past it, saying so', async () => {
    const totals = createUserTotals(t.app.db, 100);
    const filter = { search: '', status: null, trust: null };
    const blocked = await totals.get({ ...filter, status: 'block' });
    expect(blocked.isEstimate).toBe(true);
    expect(Math.abs(blocked.total - USERS / 5)).toBeLessThan(USERS / 50);
    expect(await totals.get({ ...filter, search: 'zoë durand' })).toEqual({
      total: expect.any(Number),
      isEstimate: false,
    });
    const broad = await totals.get({ ...filter, search: 'example' });
    expect(broad.isEstimate).toBe(true);
    expect(broad.total).toBeGreaterThan(USERS * 0.9);
    expect(broad.total).toBeLessThan(USERS * 1.1);
    expect(await totals.get(filter)).toEqual({ total: USERS, isEstimate: false });
  });
});
