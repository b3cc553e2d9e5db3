import { createTestApp, type TestContext } from '../helpers/test-app';

// Deploy tokens (decision 034): one live per remote, made and revoked by owners, accepted only
// by POST /api/platform/deployments and only for their own remote.

const REPORT = {
  remote: 'mfe_users',
  version: '1.2.0-abcdef12',
  manifestUrl: 'https://users.example.com/versions/1.2.0-abcdef12/mf-manifest.json',
  action: 'deploy',
  previousVersion: null,
  deployedBy: 'ci',
};

describe('deploy tokens', () => {
  let t: TestContext;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
  });
  afterAll(async () => t.close());

  const createFor = (remote: string, cookie = owner) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform/deploy-tokens',
      headers: { cookie },
      payload: { remote, name: `${remote} CI` },
    });
  const report = (token: string, body: object = REPORT) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform/deployments',
      headers: { authorization: `Bearer ${token}`, origin: undefined },
      payload: body,
    });

  it('records a deploy with the remote token, audited, and refuses every other use', async () => {
    const created = await createFor('mfe_users');
    expect(created.statusCode).toBe(200);
    const { token, data } = created.json();
    expect(token).toMatch(/^rwd_/);
    expect(data).toMatchObject({ kind: 'deploy', remote: 'mfe_users', expiresAt: null });

    const res = await report(token);
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('remote_deployments')
      .select(['remote', 'version', 'deployed_by'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ remote: 'mfe_users', version: '1.2.0-abcdef12', deployed_by: 'ci' });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity', '=', 'remote')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('remote.deploy');
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ tokenId: data.id });

    const elsewhere = await report(token, { ...REPORT, remote: 'mfe_content' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('This deploy token is for mfe_users');
    // Not an admin credential: any other route answers 401.
    const asAdmin = await t.app.inject({
      url: '/api/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asAdmin.statusCode).toBe(401);
    expect((await report('rwd_not_a_real_token')).statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/platform/deployments',
      headers: { cookie: owner },
      payload: REPORT,
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('keeps one live token per remote; owners only; revoked tokens stop', async () => {
    const first = (await createFor('mfe_payments')).json();
    const second = await createFor('mfe_payments');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('mfe_payments already has a deploy token; revoke it first');
    const finance = await t.loginAs('finance@rewards.test');
    expect((await createFor('mfe_content', finance)).statusCode).toBe(403);
    const personal = await t.app.inject({
      method: 'POST',
      url: '/api/admins/me/tokens',
      headers: { cookie: owner },
      payload: { name: 'mine', role: 'owner', expiresInDays: 1 },
    });
    // A personal token is no deploy token, even an owner's.
    expect((await report(personal.json().token)).statusCode).toBe(401);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/platform/deploy-tokens/${first.data.id}`,
      headers: { cookie: owner },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await report(first.token, { ...REPORT, remote: 'mfe_payments' })).statusCode).toBe(401);
    expect((await createFor('mfe_payments')).statusCode).toBe(200);
    const list = await t.app.inject({
      url: '/api/platform/deploy-tokens',
      headers: { cookie: owner },
    });
    expect(
      list
        .json()
        .data.map((token: { remote: string }) => token.remote)
        .sort(),
    ).toEqual(['mfe_payments', 'mfe_users']);
  });

  it("stops once its maker's current role may no longer deploy", async () => {
    const { token } = (await createFor('mfe_public')).json();
    const forPublic = { ...REPORT, remote: 'mfe_public' };
    expect((await report(token, forPublic)).statusCode).toBe(200);
    // Demoted behind the routes' back (the only owner cannot be demoted through them).
    const setRole = (role: 'owner' | 'content') =>
      t.app.db
        .updateTable('admins')
        .set({ role })
        .where('email', '=', t.config.adminEmail)
        .execute();
    await setRole('content');
    try {
      const refused = await report(token, forPublic);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        success: false,
        message: 'A valid deploy token is required',
      });
    } finally {
      await setRole('owner');
    }
    // Promoted back, the maker's token works again: it was never revoked, only not honoured.
    expect((await report(token, forPublic)).statusCode).toBe(200);
  });
});
