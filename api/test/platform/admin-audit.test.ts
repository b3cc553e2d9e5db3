import type { AuditEntry } from '@rewards/contract';
import { adminAccountRequests } from '../helpers/admin-account-requests';
import { createTestApp, type TestContext } from '../helpers/test-app';

const ONE_TIME = 'one-time-pass-123';
const CHOSEN = 'my-own-password-456';
const LATER = 'another-password-789';

describe('audit rows of admin accounts', () => {
  let t: TestContext;
  let owner: string;
  const { call, sessionOf, createAdmin, changePassword } = adminAccountRequests(() => t.app);

  /** The newest audit row of an action, as the audit screen reads it. */
  const latest = async (action: string): Promise<AuditEntry> => {
    const res = await call(owner, 'GET', `/api/audit?action=${action}&limit=1`);
    const [entry] = res.json().data.rows as AuditEntry[];
    if (!entry) throw new Error(`no audit row for ${action}`);
    return entry;
  };
  const values = (entry: AuditEntry) => ({
    before: entry.before === null ? null : JSON.parse(entry.before),
    after: entry.after === null ? null : JSON.parse(entry.after),
  });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
  }, 30_000);
  afterAll(async () => t.close());

  it('records who created which admin, with role and email, and never the password', async () => {
    const created = await createAdmin(owner, 'nia@rewards.test', 'finance', ONE_TIME);
    const id = created.json().data.id;
    const entry = await latest('admin.create');
    expect(entry).toMatchObject({ adminId: 1, entity: 'admin', entityId: id, ip: '127.0.0.1' });
    expect(values(entry)).toEqual({
      before: null,
      after: { email: 'nia@rewards.test', name: 'nia', role: 'finance' },
    });
  });

  it('records a role change, a disable and a re-enable with their before and after', async () => {
    const { id } = (await createAdmin(owner, 'ken@rewards.test', 'support', ONE_TIME)).json().data;
    const steps = [
      { body: { role: 'content' }, before: { role: 'support', disabled: false } },
      { body: { disabled: true }, before: { role: 'content', disabled: false } },
      { body: { disabled: false }, before: { role: 'content', disabled: true } },
    ];
    for (const step of steps) {
      expect((await call(owner, 'PATCH', `/api/admins/${id}`, step.body)).statusCode).toBe(200);
      const entry = await latest('admin.update');
      expect(entry).toMatchObject({ adminId: 1, entityId: id });
      expect(values(entry)).toEqual({
        before: step.before,
        after: { ...step.before, ...step.body },
      });
    }
  });

  it('records the first-sign-in change and a later own change, without password or hash', async () => {
    const { id } = (await createAdmin(owner, 'ola@rewards.test', 'content', ONE_TIME)).json().data;
    const first = await sessionOf('ola@rewards.test', ONE_TIME);
    expect((await changePassword(first, ONE_TIME, CHOSEN)).statusCode).toBe(200);
    const firstEntry = await latest('admin.password');
    expect(firstEntry).toMatchObject({ adminId: id, entityId: id });
    expect(values(firstEntry)).toEqual({
      before: { mustChangePassword: true },
      after: { mustChangePassword: false, otherSessionsEnded: 0 },
    });

    const other = await sessionOf('ola@rewards.test', CHOSEN);
    expect((await changePassword(other, CHOSEN, LATER)).statusCode).toBe(200);
    const ownEntry = await latest('admin.password');
    expect(ownEntry.id).toBeGreaterThan(firstEntry.id);
    expect(values(ownEntry)).toEqual({
      before: { mustChangePassword: false },
      after: { mustChangePassword: false, otherSessionsEnded: 1 },
    });
  });

  it('no audit row of an admin action holds a password or a password hash', async () => {
    const hashes = await t.app.db.selectFrom('admins').select('password_hash').execute();
    const res = await call(owner, 'GET', '/api/audit?entity=admin&limit=500');
    const text = JSON.stringify(res.json().data.rows);
    expect(res.json().data.rows.length).toBeGreaterThanOrEqual(6);
    for (const secret of [ONE_TIME, CHOSEN, LATER, ...hashes.map((h) => h.password_hash)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/password_hash|"password"/i);
  });
});
